/**
 * The permission catalogue: every permission name the product knows, grouped the
 * way the role-permission screen shows them. Names from the spec are verbatim;
 * the few the spec implies without naming are marked "not in the spec".
 * Client-safe: the route table, the gate and the reference upstream's seed all
 * read this one list.
 */
export const PERMISSION_GROUPS = {
  general: [
    'access_calendar_module',
    'access_report_module',
    'view_billing_plan_overview',
    'view_billing_payment_transaction',
  ],
  settings: [
    'view_app_settings_menu',
    'configure_company_setup',
    'configure_network_setup',
    'configure_email_setup',
    'configure_notification_setup',
    'configure_handbook_link',
    'configure_theme_setup', // not in the spec: guards the theme screen, whose permission is not shown
    'view_role',
    'manage_role', // not in the spec: create, edit, delete and reorder roles
  ],
  feed: [
    'configure_feed_sidebar_card',
    'create_feed', // not in the spec: the post composer
    'manage_any_feed', // not in the spec: pin, edit and delete other people's posts and comments
  ],
  attendance: [
    'view_attendance',
    'view_any_attendance',
    'edit_any_attendance',
    'add_attendance', // not in the spec: "add attendance where allowed"
    'allow_clock_in_out_attendance',
    'allow_clock_break_resume_attendance',
    'configure_attendance_setup',
    'view_shift_template',
    'add_shift_template',
    'edit_shift_template',
    'delete_shift_template', // not in the spec
    'view_shift_calendar',
  ],
  leave: [
    'view_leave_application',
    'apply_leave_application',
    'view_any_leave_application',
    'review_any_leave_application',
    'delete_any_leave_application',
    'change_decision_leave_application',
    'view_review_leave_application',
    'configure_leave_setup',
    'view_leave_policy',
    'view_leave_review',
    'view_leave_type',
    'view_holiday',
    // not in the spec: adding, editing, deleting and assigning people of the leave settings
    'manage_leave_type',
    'manage_leave_policy',
    'manage_leave_review',
    'manage_holiday',
  ],
  people: [
    'view_employee',
    'import_employee',
    // not in the spec: the directory's and profiles' actions
    'add_employee', // quick entry, duplicate profile, resend invitation, finish profile setup
    'edit_employee', // edit any profile, change status, privacy, role, reset password
    'discharge_employee', // discharge and restore
    'view_archived_employee',
    'view_department',
    'view_designation',
    'view_employment_type',
    'view_document_type',
    'view_employee_group',
    // not in the spec: adding, editing and deleting the people settings lists, and a group's members
    'add_department',
    'edit_department',
    'delete_department',
    'add_designation',
    'edit_designation',
    'delete_designation',
    'add_employment_type',
    'edit_employment_type',
    'delete_employment_type',
    'add_document_type',
    'edit_document_type',
    'delete_document_type',
    'add_employee_group',
    'edit_employee_group',
    'delete_employee_group',
    'assign_employee_group',
  ],
} as const;

export type PermissionGroup = keyof typeof PERMISSION_GROUPS;
export type Permission = (typeof PERMISSION_GROUPS)[PermissionGroup][number];

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSION_GROUPS).flat();

/** Self-service permissions: what an ordinary employee holds. */
export const SELF_SERVICE_PERMISSIONS: readonly Permission[] = [
  'view_attendance',
  'allow_clock_in_out_attendance',
  'allow_clock_break_resume_attendance',
  'view_leave_application',
  'apply_leave_application',
  // The company wall is where employees speak: posting is part of an ordinary employee's role.
  'create_feed',
];

export const MANAGER_PERMISSIONS: readonly Permission[] = [
  ...SELF_SERVICE_PERMISSIONS,
  'view_employee',
  'view_any_attendance',
  'edit_any_attendance',
  'access_calendar_module',
  'access_report_module',
  'view_any_leave_application',
  'review_any_leave_application',
  'view_review_leave_application',
  'view_shift_calendar',
  'view_shift_template',
];
