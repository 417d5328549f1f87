import { DIALOG_TEXTS, VALIDATION_MESSAGES } from '../../../lib/messages';
import { NAMED_ITEM_DESCRIPTION_MAX, NAMED_ITEM_NAME_MAX } from '../../../lib/people/limits';
import { archivedPage, type Membership } from '../domain/assigned-people';
import { DETACH_ACTION, holders, NamedItems, type NamedItemKind } from '../domain/named-items';
import { toPerson } from '../domain/users';
import { idParam, pagedBody, paging, positiveId, searchParam } from '../http/params';
import { confirmedAction, inUse, json, notFound, validationFailed } from '../http/respond';
import type { Router } from '../http/router';
import { validate } from '../http/validate';
import type { Services } from '../services';
import { registerAssignedPeople } from './assigned-people';

/**
 * People settings (spec part 2 §7 "People settings, under
 * /settings/employee/employee/{attachment-types|departments|designations|employment-types|groups}/"):
 * five lists of simple named items with one set of calls each, a group's
 * assigned people, and the employee archive.
 */

const P = '/settings/employee/employee';

interface KindRoutes {
  path: string;
  kind: NamedItemKind;
  view: string;
  add: string;
  edit: string;
  remove: string;
}

const KINDS: KindRoutes[] = [
  {
    path: 'departments',
    kind: {
      table: 'departments',
      usage: { kind: 'column', column: 'department_id' },
      inUseMessage: (usage, name) => {
        const who = holders(usage);
        return `${who.text} ${who.one ? 'is' : 'are'} in “${name}”. Deleting it leaves them without a department.`;
      },
    },
    view: 'view_department',
    add: 'add_department',
    edit: 'edit_department',
    remove: 'delete_department',
  },
  {
    path: 'designations',
    kind: {
      table: 'designations',
      usage: { kind: 'column', column: 'designation_id' },
      inUseMessage: (usage, name) => {
        const who = holders(usage);
        return `${who.text} ${who.one ? 'holds' : 'hold'} “${name}”. Deleting it leaves them without a designation.`;
      },
    },
    view: 'view_designation',
    add: 'add_designation',
    edit: 'edit_designation',
    remove: 'delete_designation',
  },
  {
    path: 'employment-types',
    kind: {
      table: 'employment_types',
      usage: { kind: 'column', column: 'employment_type_id' },
      inUseMessage: (usage, name) => {
        const who = holders(usage);
        return `${who.text} ${who.one ? 'is' : 'are'} employed as “${name}”. Deleting it leaves them without an employment type.`;
      },
    },
    view: 'view_employment_type',
    add: 'add_employment_type',
    edit: 'edit_employment_type',
    remove: 'delete_employment_type',
  },
  {
    path: 'attachment-types',
    kind: {
      table: 'attachment_types',
      usage: { kind: 'records', table: 'profile_documents', column: 'attachment_type_id' },
      inUseMessage: ({ count }, name) => `${count === 1 ? '1 document is' : `${count} documents are`} filed as “${name}”. Deleting it keeps them on their profiles, without a type.`,
    },
    view: 'view_document_type',
    add: 'add_document_type',
    edit: 'edit_document_type',
    remove: 'delete_document_type',
  },
  {
    path: 'groups',
    kind: {
      table: 'employee_groups',
      usage: { kind: 'members', table: 'employee_group_users', itemColumn: 'group_id' },
      inUseMessage: (usage, name) => `“${name}” has ${holders(usage, 'member', 'members').text}. Deleting it removes them from the group.`,
    },
    view: 'view_employee_group',
    add: 'add_employee_group',
    edit: 'edit_employee_group',
    remove: 'delete_employee_group',
  },
];

const ITEM_RULES = { name: { type: 'string', required: true, max: NAMED_ITEM_NAME_MAX }, description: { type: 'string', max: NAMED_ITEM_DESCRIPTION_MAX } } as const;

const GROUP_MEMBERSHIP: Membership = { itemTable: 'employee_groups', table: 'employee_group_users', itemColumn: 'group_id' };

export function registerPeopleSettings(router: Router, services: Services): void {
  const { db, settings, config } = services;
  const rowsPerPage = () => settings.get().rows_per_page;
  const person = (row: Parameters<typeof toPerson>[1]) => toPerson(config.publicUrl, row);

  for (const { path, kind, view, add, edit, remove } of KINDS) {
    const items = new NamedItems(db, kind);
    const base = `${P}/${path}`;

    // Dropdowns elsewhere (profiles, import, filters) read the full list.
    router.get(`${base}/list`, () => json({ data: items.list() }), { can: [view, 'view_employee', 'import_employee', 'access_report_module'] });

    router.get(
      `${base}/index`,
      (ctx) => {
        const { page, perPage } = paging(ctx, rowsPerPage());
        return json(pagedBody(page, perPage, items.page(searchParam(ctx), page, perPage)));
      },
      { can: [view] },
    );

    router.get(
      `${base}/edit/{id}`,
      (ctx) => {
        const item = items.find(idParam(ctx, 'id'));
        if (!item) throw notFound();
        return json({ data: item });
      },
      { can: [view] },
    );

    // One call creates (add permission) or, with an id, saves an edit (edit permission).
    router.post(
      `${base}/store`,
      async (ctx) => {
        const body = ((await ctx.body()) ?? {}) as Record<string, unknown>;
        const input = validate(body, ITEM_RULES);
        const id = body.id === undefined || body.id === null ? undefined : positiveId(body.id);
        if (id === null) throw validationFailed({ id: [VALIDATION_MESSAGES.invalidSubmission] });
        ctx.authorize([id === undefined ? add : edit]);
        if (id !== undefined && !items.find(id)) throw notFound();
        if (items.nameTaken(input.name, id)) throw validationFailed({ name: ['The name has already been taken.'] });
        const description = input.description ?? null;
        if (id === undefined) return json({ message: DIALOG_TEXTS.success.add, id: items.create(input.name, { description }) }, 201);
        items.update(id, input.name, { description });
        return json({ message: DIALOG_TEXTS.success.edit, id });
      },
      { can: [add, edit] },
    );

    router.delete(
      `${base}/delete/{id}`,
      (ctx) => {
        const outcome = items.delete(idParam(ctx, 'id'), confirmedAction(ctx.query, DETACH_ACTION));
        if ('missing' in outcome) throw notFound();
        if (!outcome.deleted) throw inUse(kind.inUseMessage(outcome.inUse, outcome.name), DETACH_ACTION);
        return json({ message: DIALOG_TEXTS.success.delete });
      },
      { can: [remove] },
    );
  }

  // ── A group's assigned people ───────────────────────────────────────────

  registerAssignedPeople(router, services, {
    base: `${P}/groups`,
    membership: GROUP_MEMBERSHIP,
    listParam: 'group_id',
    bodyKey: 'group_id',
    itemKey: 'group',
    view: ['view_employee_group'],
    manage: ['assign_employee_group'],
  });

  // ── The archive ─────────────────────────────────────────────────────────

  router.get(
    `${P}/employee-archive/index`,
    (ctx) => {
      const { page, perPage } = paging(ctx, rowsPerPage());
      const { rows, total } = archivedPage(db, searchParam(ctx), page, perPage);
      return json(
        pagedBody(page, perPage, {
          total,
          rows: rows.map((row) => ({
            ...person(row),
            email: row.email,
            department_name: row.department_name,
            discharged_date: row.archived_at ? row.archived_at.slice(0, 10) : null,
            discharged_reason: row.discharged_reason,
          })),
        }),
      );
    },
    { can: ['view_archived_employee'] },
  );
}
