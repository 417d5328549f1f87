/**
 * The employee directory's vocabulary, shared by /people, its URL, the
 * reference upstream and the contract tests. Client-safe, no zod.
 *
 * Status (spec part 2 issue: "status: active, invited, discharged"): active
 * people sign in; invited ones were quick-entered and have not finished
 * onboarding; inactive ones were switched off with "change status" (not
 * discharged, but without sign-in); discharged ones are in the archive.
 */
export const EMPLOYEE_STATUSES = ['active', 'invited', 'inactive', 'discharged'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const EMPLOYEE_STATUS_LABELS: Record<EmployeeStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  inactive: 'Inactive',
  discharged: 'Discharged',
};

/** Columns the directory sorts by (?sort=…&direction=asc|desc); name ascending by default. */
export const EMPLOYEE_SORTS = ['name', 'designation', 'department', 'joining_date'] as const;
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The id filters of GET /employee/employees/index (each a positive id). */
export const EMPLOYEE_FILTERS = ['department_id', 'designation_id', 'employment_type_id', 'group_id'] as const;
export type EmployeeFilter = (typeof EMPLOYEE_FILTERS)[number];

/** The sort choices the directory offers, as `sort:direction`. */
export const DIRECTORY_SORT_OPTIONS: readonly { value: `${EmployeeSort}:${SortDirection}`; label: string }[] = [
  { value: 'name:asc', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
  { value: 'joining_date:desc', label: 'Newest joiners first' },
  { value: 'joining_date:asc', label: 'Longest serving first' },
  { value: 'department:asc', label: 'Department' },
  { value: 'designation:asc', label: 'Designation' },
];

/** Cards or a table: the user's choice, remembered in a cookie (read by the server, so the page renders it at once). */
export const DIRECTORY_VIEWS = ['table', 'cards'] as const;
export type DirectoryView = (typeof DIRECTORY_VIEWS)[number];
export const DIRECTORY_VIEW_COOKIE = 'crewdesk_people_view';
