import { uploadResponseSchema } from '../../lib/files/schemas';
import { DIALOG_TEXTS, VALIDATION_MESSAGES } from '../../lib/messages';
import { fileDocumentListSchema, fileDocumentSavedSchema, linkDocumentListSchema, linkDocumentSavedSchema } from '../../lib/people/schemas';
import type { Upstream } from '../src/server';
import { type ApiClient, DEMO, upstreamWithAdminAndEmployee } from './helpers';

/** Contract tests of a profile's file and link documents, parsed with the app's own schemas. */

let upstream: Upstream, admin: ApiClient, employee: ApiClient;

const PROFILE = '/employee/employee/profile';
const idOf = (email: string) => (upstream.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
const upload = async (client: ApiClient, name: string, text: string) =>
  uploadResponseSchema.parse((await client.multipart('/application/file/upload/store', { kind: 'attachment' }, { name, data: Buffer.from(text) })).body).data;

beforeAll(async () => ({ upstream, admin, employee } = await upstreamWithAdminAndEmployee()));
afterAll(() => upstream.close());

describe('file documents', () => {
  it('keeps an uploaded file as the person’s document, lists it, serves it, and deletes it with its file', async () => {
    const marcus = idOf(DEMO.manager);
    const before = fileDocumentListSchema.parse((await admin.get(`${PROFILE}/${marcus}/file-documents/index`)).body).data;
    const file = await upload(admin, 'visa.txt', 'Work permit until 2030');
    const res = await admin.post(`${PROFILE}/${marcus}/file-documents/store`, { name: 'Work permit', file_id: file.id });
    expect(res.status).toBe(201);
    const saved = fileDocumentSavedSchema.parse(res.body);
    expect(saved).toMatchObject({ message: DIALOG_TEXTS.success.add, data: { name: 'Work permit', file_name: 'visa.txt', mime: 'text/plain', size: 22 } });

    const after = fileDocumentListSchema.parse((await admin.get(`${PROFILE}/${marcus}/file-documents/index`)).body).data;
    expect(after.map((row) => row.id)).toEqual([saved.data.id, ...before.map((row) => row.id)]);
    const served = await fetch(saved.data.url);
    expect(await served.text()).toBe('Work permit until 2030');
    // The file is no longer a temporary file of the uploader: it cannot be deleted as one, nor stored twice.
    expect((await admin.request('DELETE', `/application/temporary/file/${file.id}/delete`)).status).toBe(404);
    expect((await admin.post(`${PROFILE}/${marcus}/file-documents/store`, { name: 'Again', file_id: file.id })).body.errors).toEqual({ file_id: [VALIDATION_MESSAGES.invalidSubmission] });

    const removed = await admin.request('DELETE', `${PROFILE}/${marcus}/file-documents/${saved.data.id}/delete`);
    expect(removed.body).toEqual({ message: DIALOG_TEXTS.success.delete });
    expect(fileDocumentListSchema.parse((await admin.get(`${PROFILE}/${marcus}/file-documents/index`)).body).data).toEqual(before);
    expect((await fetch(saved.data.url)).status).toBe(404);
    expect((await admin.request('DELETE', `${PROFILE}/${marcus}/file-documents/${saved.data.id}/delete`)).status).toBe(404);
  });

  it('validates the name and the file: the caller’s own temporary attachment only', async () => {
    const marcus = idOf(DEMO.manager);
    const missing = await admin.post(`${PROFILE}/${marcus}/file-documents/store`, { name: ' ', file_id: '' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ name: [VALIDATION_MESSAGES.required], file_id: [VALIDATION_MESSAGES.required] });
    const someoneElses = await upload(employee, 'mine.txt', 'not yours');
    expect((await admin.post(`${PROFILE}/${marcus}/file-documents/store`, { name: 'Taken', file_id: someoneElses.id })).body.errors).toEqual({ file_id: [VALIDATION_MESSAGES.invalidSubmission] });
    expect((await admin.post(`${PROFILE}/${marcus}/file-documents/store`, { name: 'x'.repeat(121), file_id: someoneElses.id })).body.errors.name).toEqual([VALIDATION_MESSAGES.max(120)]);
  });

  it('lets a person add to their own profile, and no one without view_employee or edit_employee read or change another’s', async () => {
    const emma = idOf(DEMO.employee);
    const marcus = idOf(DEMO.manager);
    const own = await upload(employee, 'certificate.txt', 'First aid');
    expect((await employee.post(`${PROFILE}/${emma}/file-documents/store`, { name: 'First aid certificate', file_id: own.id })).status).toBe(201);
    expect((await employee.get(`${PROFILE}/${marcus}/file-documents/index`)).status).toBe(403);
    expect((await employee.get(`${PROFILE}/${marcus}/link-documents/index`)).status).toBe(403);
    const other = await upload(employee, 'note.txt', 'sneaky');
    expect((await employee.post(`${PROFILE}/${marcus}/file-documents/store`, { name: 'Sneaky', file_id: other.id })).status).toBe(403);
    const adminFile = await upload(admin, 'review.txt', 'Annual review');
    const marcusDocument = fileDocumentSavedSchema.parse((await admin.post(`${PROFILE}/${marcus}/file-documents/store`, { name: 'Annual review', file_id: adminFile.id })).body).data;
    expect((await employee.request('DELETE', `${PROFILE}/${marcus}/file-documents/${marcusDocument.id}/delete`)).status).toBe(403);
    // A document of another person is not found under this one.
    expect((await admin.request('DELETE', `${PROFILE}/${emma}/file-documents/${marcusDocument.id}/delete`)).status).toBe(404);
  });
});

describe('document types', () => {
  it('are seeded on the employment contracts', () => {
    const typed = upstream.db
      .prepare("SELECT COUNT(*) AS n FROM profile_documents d JOIN attachment_types t ON t.id = d.attachment_type_id WHERE d.name = 'Employment contract' AND t.name = 'Employment contract'")
      .get() as { n: number };
    expect(typed.n).toBeGreaterThan(0);
  });

  it('keeps a file document’s type from the document types, refusing an unknown one', async () => {
    const marcus = idOf(DEMO.manager);
    const type = upstream.db.prepare('SELECT id, name FROM attachment_types ORDER BY id LIMIT 1').get() as { id: number; name: string };
    const file = await upload(admin, 'id-card.txt', 'ID');
    expect((await admin.post(`${PROFILE}/${marcus}/file-documents/store`, { name: 'ID card', file_id: file.id, attachment_type_id: 9999 })).body.errors).toEqual({
      attachment_type_id: [VALIDATION_MESSAGES.invalidSubmission],
    });
    const saved = fileDocumentSavedSchema.parse((await admin.post(`${PROFILE}/${marcus}/file-documents/store`, { name: 'ID card', file_id: file.id, attachment_type_id: type.id })).body);
    expect(saved.data).toMatchObject({ attachment_type_id: type.id, attachment_type_name: type.name });
    const untyped = await upload(admin, 'note.txt', 'Note');
    expect(fileDocumentSavedSchema.parse((await admin.post(`${PROFILE}/${marcus}/file-documents/store`, { name: 'Note', file_id: untyped.id })).body).data).toMatchObject({
      attachment_type_id: null,
      attachment_type_name: null,
    });
  });
});

describe('link documents', () => {
  it('stores a web link by the url rule, lists it newest first and deletes it', async () => {
    const emma = idOf(DEMO.employee);
    const bad = await employee.post(`${PROFILE}/${emma}/link-documents/store`, { name: 'Portfolio', url: 'javascript:alert(1)' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ url: [VALIDATION_MESSAGES.url] });
    expect((await employee.post(`${PROFILE}/${emma}/link-documents/store`, { name: '', url: '' })).body.errors).toEqual({ name: [VALIDATION_MESSAGES.required], url: [VALIDATION_MESSAGES.required] });

    const res = await employee.post(`${PROFILE}/${emma}/link-documents/store`, { name: 'Portfolio', url: 'https://emma.example/work' });
    const saved = linkDocumentSavedSchema.parse(res.body);
    expect(saved).toMatchObject({ message: DIALOG_TEXTS.success.add, data: { name: 'Portfolio', url: 'https://emma.example/work' } });
    const list = linkDocumentListSchema.parse((await admin.get(`${PROFILE}/${emma}/link-documents/index`)).body).data;
    expect(list[0]).toEqual(saved.data);
    expect((await employee.request('DELETE', `${PROFILE}/${emma}/link-documents/${saved.data.id}/delete`)).body).toEqual({ message: DIALOG_TEXTS.success.delete });
    expect(linkDocumentListSchema.parse((await admin.get(`${PROFILE}/${emma}/link-documents/index`)).body).data.map((row) => row.id)).not.toContain(saved.data.id);
  });
});
