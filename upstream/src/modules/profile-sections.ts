import type { z } from 'zod';
import { DIALOG_TEXTS, VALIDATION_MESSAGES } from '../../../lib/messages';
import { addressSchema, bioSchema, emergencyContactSchema, fileDocumentSchema, linkDocumentSchema } from '../../../lib/people/forms';
import type { FileDocument, LinkDocument } from '../../../lib/people/schemas';
import { Employees, type EmployeeRecord } from '../domain/employees';
import { FileStore, fileUrl } from '../domain/files';
import { ProfileDocumentStore, type DocumentRow, type FileDocumentRow } from '../domain/profile-documents';
import { ProfileSectionStore, type SectionName } from '../domain/profile-sections';
import type { RequestContext } from '../http/context';
import { idParam } from '../http/params';
import { forbidden, json, notFound, unprocessable, validationFailed } from '../http/respond';
import type { Router } from '../http/router';
import { parseWith } from '../http/validate';
import type { Services } from '../services';
import { countryById } from './shared-data';

/**
 * Profile sections (spec part 2 §7 "Profile, under /employee/employee/profile/"):
 * address, emergency contact, bio, file and link documents. Owners read and edit their own;
 * view_employee reads anyone's, edit_employee edits anyone's. The rules are
 * the edit dialogs' own form schemas (lib/people/forms.ts), so both sides
 * answer with the spec's messages.
 */

const PROFILE = '/employee/employee/profile';

export interface StoredAddress {
  address_line_1: string | null;
  address_line_2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country_id: number | null;
}
export interface StoredContact {
  name: string;
  relationship: string | null;
  phone: string;
}

/** The address as the API shows it: with the country's name. */
export const addressOut = (address: StoredAddress) => ({ ...address, country_name: address.country_id ? (countryById(address.country_id)?.name ?? null) : null });

const fileDocumentOut = (publicUrl: string, row: FileDocumentRow): FileDocument => ({
  id: row.id,
  name: row.name,
  file_name: row.file.name,
  mime: row.file.mime,
  size: row.file.size,
  url: fileUrl(publicUrl, row.file),
  created_at: row.created_at,
});
const linkDocumentOut = (row: DocumentRow): LinkDocument => ({ id: row.id, name: row.name, url: row.url!, created_at: row.created_at });

/** What the profile view carries of the sections: everything for a full view, the bio alone for the public part. */
export function sectionsOf(services: Services, userId: number, full: boolean) {
  const store = new ProfileSectionStore(services.db);
  const documents = new ProfileDocumentStore(services.db);
  const address = full ? store.get<StoredAddress>(userId, 'address') : null;
  return {
    address: address ? addressOut(address) : null,
    emergency_contact: full ? store.get<StoredContact>(userId, 'emergency_contact') : null,
    bio: store.get<{ bio: string | null }>(userId, 'bio')?.bio ?? null,
    file_documents: full ? documents.files(userId).map((row) => fileDocumentOut(services.config.publicUrl, row)) : [],
    link_documents: full ? documents.links(userId).map(linkDocumentOut) : [],
  };
}

/** Form values: every field a string ('' when absent), as the dialogs send them. */
function formValues(body: unknown, fields: readonly string[]): Record<string, string> {
  const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return Object.fromEntries(fields.map((field) => [field, input[field] === null || input[field] === undefined ? '' : String(input[field])]));
}

const orNull = (value: string) => (value === '' ? null : value);

export function registerProfileSections(router: Router, services: Services): void {
  const employees = new Employees(services.db);
  const store = new ProfileSectionStore(services.db);
  const documents = new ProfileDocumentStore(services.db);
  const files = new FileStore(services.db);

  const person = (ctx: RequestContext): EmployeeRecord => {
    const record = employees.find(idParam(ctx, 'user_id'));
    if (!record) throw notFound();
    return record;
  };
  const readable = (ctx: RequestContext) => {
    const record = person(ctx);
    if (record.id !== ctx.userId() && !ctx.permissions().has('view_employee')) throw forbidden();
    return record;
  };
  const writable = (ctx: RequestContext) => {
    const record = person(ctx);
    if (record.id !== ctx.userId() && !ctx.permissions().has('edit_employee')) throw forbidden();
    if (record.status === 'archived') throw unprocessable('A discharged person’s profile cannot be edited. Restore it first.');
    return record;
  };
  const parse = <T>(schema: unknown, body: unknown, fields: readonly string[]) => parseWith(schema as z.ZodType<T>, formValues(body, fields));

  router.get(`${PROFILE}/{user_id}/address`, (ctx) => {
    const address = store.get<StoredAddress>(readable(ctx).id, 'address');
    return json({ data: address ? addressOut(address) : null });
  }, { auth: true });

  router.post(`${PROFILE}/{user_id}/address`, async (ctx) => {
    const record = writable(ctx);
    const values = parse<Record<string, string>>(addressSchema, await ctx.body(), ['address_line_1', 'address_line_2', 'city', 'state', 'postal_code', 'country_id']);
    const countryId = values.country_id ? Number(values.country_id) : null;
    if (countryId !== null && !countryById(countryId)) throw validationFailed({ country_id: [VALIDATION_MESSAGES.invalidSubmission] });
    const saved = store.save<StoredAddress>(record.id, 'address', {
      address_line_1: orNull(values.address_line_1!),
      address_line_2: orNull(values.address_line_2!),
      city: orNull(values.city!),
      state: orNull(values.state!),
      postal_code: orNull(values.postal_code!),
      country_id: countryId,
    });
    return json({ message: DIALOG_TEXTS.success.edit, data: addressOut(saved) });
  }, { auth: true });

  router.get(`${PROFILE}/{user_id}/emergency-contact`, (ctx) => json({ data: store.get<StoredContact>(readable(ctx).id, 'emergency_contact') }), { auth: true });

  router.post(`${PROFILE}/{user_id}/emergency-contact`, async (ctx) => {
    const record = writable(ctx);
    const values = parse<Record<string, string>>(emergencyContactSchema, await ctx.body(), ['name', 'relationship', 'phone']);
    const saved = store.save<StoredContact>(record.id, 'emergency_contact', { name: values.name!, relationship: orNull(values.relationship!), phone: values.phone! });
    return json({ message: DIALOG_TEXTS.success.edit, data: saved });
  }, { auth: true });

  router.post(`${PROFILE}/{user_id}/personal/bio/save`, async (ctx) => {
    const record = writable(ctx);
    const values = parse<Record<string, string>>(bioSchema, await ctx.body(), ['bio']);
    const saved = store.save(record.id, 'bio' satisfies SectionName, { bio: orNull(values.bio!) });
    return json({ message: DIALOG_TEXTS.success.edit, data: saved });
  }, { auth: true });

  router.get(`${PROFILE}/{user_id}/file-documents/index`, (ctx) => {
    const rows = documents.files(readable(ctx).id);
    return json({ data: rows.map((row) => fileDocumentOut(services.config.publicUrl, row)) });
  }, { auth: true });

  /** Keeps a file the caller uploaded (a temporary attachment) as the person's document. */
  router.post(`${PROFILE}/{user_id}/file-documents/store`, async (ctx) => {
    const record = writable(ctx);
    const values = parse<Record<string, string>>(fileDocumentSchema, await ctx.body(), ['name', 'file_id']);
    const file = files.temporary(ctx.userId(), Number(values.file_id));
    if (!file || file.kind !== 'attachment') throw validationFailed({ file_id: [VALIDATION_MESSAGES.invalidSubmission] });
    const saved = documents.addFile(record.id, values.name!, file.id, ctx.userId());
    return json({ message: DIALOG_TEXTS.success.add, data: fileDocumentOut(services.config.publicUrl, saved) }, 201);
  }, { auth: true });

  router.delete(`${PROFILE}/{user_id}/file-documents/{file_id}/delete`, (ctx) => {
    const record = writable(ctx);
    if (!documents.delete(record.id, 'file', idParam(ctx, 'file_id'))) throw notFound();
    return json({ message: DIALOG_TEXTS.success.delete });
  }, { auth: true });

  router.get(`${PROFILE}/{user_id}/link-documents/index`, (ctx) => json({ data: documents.links(readable(ctx).id).map(linkDocumentOut) }), { auth: true });

  router.post(`${PROFILE}/{user_id}/link-documents/store`, async (ctx) => {
    const record = writable(ctx);
    const values = parse<Record<string, string>>(linkDocumentSchema, await ctx.body(), ['name', 'url']);
    const saved = documents.addLink(record.id, values.name!, values.url!, ctx.userId());
    return json({ message: DIALOG_TEXTS.success.add, data: linkDocumentOut(saved) }, 201);
  }, { auth: true });

  router.delete(`${PROFILE}/{user_id}/link-documents/{id}/delete`, (ctx) => {
    const record = writable(ctx);
    if (!documents.delete(record.id, 'link', idParam(ctx, 'id'))) throw notFound();
    return json({ message: DIALOG_TEXTS.success.delete });
  }, { auth: true });
}
