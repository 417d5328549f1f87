import type { Permission } from '@/lib/auth/permissions';
import type { NamedItemKind } from '@/lib/people/endpoints';
import type { ProtectedPattern } from '@/lib/routes';

/**
 * The people settings lists of simple named items (spec part 2 §2 "Under
 * /settings/people/", §3 "Simple named items"): one config each. The screen,
 * its dialogs and its calls are the same for all five.
 */
export interface NamedItemScreen {
  kind: NamedItemKind;
  route: ProtectedPattern;
  title: string;
  /** One item, in buttons and dialog titles: "Add department". */
  noun: string;
  description: string;
  /** The heading of the column that counts what uses an item. */
  countLabel: string;
  /** Who may add, edit and delete; viewing is the route's own permission. */
  can: { add: Permission; edit: Permission; delete: Permission };
  /** A page listing an item's people, when items have members. */
  membersRoute?: '/settings/people/groups/[group_id]/assigned-people';
}

export const NAMED_ITEM_SCREENS = {
  departments: {
    kind: 'departments',
    route: '/settings/people/departments',
    title: 'Departments',
    noun: 'department',
    description: 'The parts of the company people work in.',
    countLabel: 'People',
    can: { add: 'add_department', edit: 'edit_department', delete: 'delete_department' },
  },
  designations: {
    kind: 'designations',
    route: '/settings/people/designations',
    title: 'Designations',
    noun: 'designation',
    description: 'Job titles people hold.',
    countLabel: 'People',
    can: { add: 'add_designation', edit: 'edit_designation', delete: 'delete_designation' },
  },
  'employment-types': {
    kind: 'employment-types',
    route: '/settings/people/employment-types',
    title: 'Employment types',
    noun: 'employment type',
    description: 'How people are employed: full time, part time, contract…',
    countLabel: 'People',
    can: { add: 'add_employment_type', edit: 'edit_employment_type', delete: 'delete_employment_type' },
  },
  'attachment-types': {
    kind: 'attachment-types',
    route: '/settings/people/document-types',
    title: 'Document types',
    noun: 'document type',
    description: 'The kinds of documents kept on employee profiles.',
    countLabel: 'Documents',
    can: { add: 'add_document_type', edit: 'edit_document_type', delete: 'delete_document_type' },
  },
  groups: {
    kind: 'groups',
    route: '/settings/people/groups',
    title: 'Employee groups',
    noun: 'group',
    description: 'Groups of people across departments, such as first aiders or a remote team.',
    countLabel: 'Members',
    can: { add: 'add_employee_group', edit: 'edit_employee_group', delete: 'delete_employee_group' },
    membersRoute: '/settings/people/groups/[group_id]/assigned-people',
  },
} as const satisfies Record<NamedItemKind, NamedItemScreen>;
