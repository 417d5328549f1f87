/** The demo company's fixed data. seed.ts adds dates and assignments with a seeded PRNG. */

export type Gender = 'male' | 'female' | 'other';
export type RoleName = 'Administrator' | 'Manager' | 'Employee' | 'Contractor';

/** Departments with the designations people in them hold (the first is the lead's). */
export const DEPARTMENTS = [
  { name: 'Engineering', designations: ['Engineering Manager', 'Senior Software Engineer', 'Software Engineer', 'QA Engineer'] },
  { name: 'Product & Design', designations: ['Head of Product', 'Product Manager', 'Product Designer'] },
  { name: 'Operations', designations: ['Operations Manager', 'Operations Coordinator', 'Facilities Coordinator'] },
  { name: 'People & Culture', designations: ['HR Director', 'People Partner', 'HR Generalist'] },
  { name: 'Finance', designations: ['Finance Manager', 'Accountant', 'Payroll Specialist'] },
  { name: 'Sales', designations: ['Sales Manager', 'Account Executive', 'Sales Development Representative'] },
  { name: 'Customer Success', designations: ['Support Lead', 'Customer Success Specialist'] },
] as const;

/** Not tied to a department's ladder. */
export const EXTRA_DESIGNATIONS = ['Contract Developer'] as const;

/** How people are employed. Interns: none yet (a type nobody holds, which deletes without asking). */
export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Intern'] as const;

/** Document types of employee profiles (the spec's attachment types). */
export const ATTACHMENT_TYPES = ['Passport', 'National ID card', 'Employment contract', 'Certificate', 'Visa or work permit'] as const;

/**
 * Employee groups and who is in them, by a person's place in the seed order
 * (demo users first, then COLLEAGUES): deterministic without the PRNG, so the
 * rest of the seed stays as it was. Mentors starts empty.
 */
export const EMPLOYEE_GROUPS: readonly { name: string; description: string; members: (index: number) => boolean }[] = [
  { name: 'First aiders', description: 'Trained to give first aid at the office.', members: (index) => index % 8 === 1 },
  { name: 'Remote team', description: 'Work from home most days.', members: (index) => index % 6 === 2 },
  { name: 'Social committee', description: 'Plans the team events.', members: (index) => index % 10 === 3 },
  { name: 'Mentors', description: 'Guide new joiners through their first months.', members: () => false },
];

/** Why archived people left, in turn. */
export const DISCHARGE_REASONS = ['Resigned to study full time', 'Moved abroad', 'End of fixed-term contract', 'Retired'] as const;

export type DepartmentName = (typeof DEPARTMENTS)[number]['name'];

export interface DemoUser {
  email: string;
  first_name: string;
  last_name: string;
  gender: Gender;
  role: RoleName;
  department: DepartmentName;
  designation: string;
  joining_date: string;
}

/** The sign-in accounts of the README, e2e tests and demo (password "password"). */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@crewdesk.test',
    first_name: 'Ava',
    last_name: 'Sinclair',
    gender: 'female',
    role: 'Administrator',
    department: 'People & Culture',
    designation: 'HR Director',
    joining_date: '2016-03-01',
  },
  {
    email: 'manager@crewdesk.test',
    first_name: 'Marcus',
    last_name: 'Reed',
    gender: 'male',
    role: 'Manager',
    department: 'Operations',
    designation: 'Operations Manager',
    joining_date: '2018-06-11',
  },
  {
    email: 'employee@crewdesk.test',
    first_name: 'Emma',
    last_name: 'Novak',
    gender: 'female',
    role: 'Employee',
    department: 'Engineering',
    designation: 'Software Engineer',
    joining_date: '2022-02-14',
  },
  {
    email: 'contractor@crewdesk.test',
    first_name: 'Colin',
    last_name: 'Hart',
    gender: 'male',
    role: 'Contractor',
    department: 'Engineering',
    designation: 'Contract Developer',
    joining_date: '2024-04-02',
  },
  {
    email: 'reset@crewdesk.test',
    first_name: 'Rita',
    last_name: 'Quinn',
    gender: 'female',
    role: 'Employee',
    department: 'Finance',
    designation: 'Accountant',
    joining_date: '2020-10-05',
  },
  {
    email: 'sso@crewdesk.test',
    first_name: 'Sam',
    last_name: 'Ortega',
    gender: 'male',
    role: 'Employee',
    department: 'Sales',
    designation: 'Account Executive',
    joining_date: '2023-07-17',
  },
];

export interface Colleague {
  first_name: string;
  last_name: string;
  gender: Gender;
  /** Default Employee. */
  role?: RoleName;
  /** Leads this department (and holds its first designation); others are placed by the seed. */
  lead?: DepartmentName;
  /** Left the company: status archived. */
  archived?: boolean;
}

/** Everyone else, in a fixed order (ids follow it). */
export const COLLEAGUES: readonly Colleague[] = [
  { first_name: 'Oliver', last_name: 'Grant', gender: 'male', role: 'Manager', lead: 'Engineering' },
  { first_name: 'Sofia', last_name: 'Alvarez', gender: 'female' },
  { first_name: 'Noah', last_name: 'Becker', gender: 'male' },
  { first_name: 'Aisha', last_name: 'Khan', gender: 'female' },
  { first_name: 'Kenji', last_name: 'Watanabe', gender: 'male' },
  { first_name: 'Priya', last_name: 'Raman', gender: 'female', role: 'Manager', lead: 'Product & Design' },
  { first_name: 'Chloe', last_name: 'Dubois', gender: 'female' },
  { first_name: 'Mateo', last_name: 'Rossi', gender: 'male' },
  { first_name: 'Hannah', last_name: 'Schmidt', gender: 'female', role: 'Manager', lead: 'Finance' },
  { first_name: 'Daniel', last_name: 'Okafor', gender: 'male', role: 'Manager', lead: 'Sales' },
  { first_name: 'Yuki', last_name: 'Tanaka', gender: 'female' },
  { first_name: 'Lucas', last_name: 'Moreau', gender: 'male' },
  { first_name: 'Amara', last_name: 'Mensah', gender: 'female' },
  { first_name: 'Ethan', last_name: 'Brooks', gender: 'male' },
  { first_name: 'Isabel', last_name: 'Fernandes', gender: 'female' },
  { first_name: 'Jonas', last_name: 'Lindqvist', gender: 'male' },
  { first_name: 'Leila', last_name: 'Haddad', gender: 'female' },
  { first_name: 'Samuel', last_name: 'Adeyemi', gender: 'male' },
  { first_name: 'Mia', last_name: 'Kowalski', gender: 'female' },
  { first_name: 'Arjun', last_name: 'Mehta', gender: 'male', role: 'Manager', lead: 'Customer Success' },
  { first_name: 'Grace', last_name: 'Whitfield', gender: 'female' },
  { first_name: 'Tomasz', last_name: 'Nowicki', gender: 'male', archived: true },
  { first_name: 'Nora', last_name: 'Eriksen', gender: 'female' },
  { first_name: 'Diego', last_name: 'Castillo', gender: 'male' },
  { first_name: 'Fatima', last_name: 'Zahra', gender: 'female' },
  { first_name: 'Henry', last_name: 'Lawson', gender: 'male', archived: true },
  { first_name: 'Ingrid', last_name: 'Johansson', gender: 'female', archived: true },
  { first_name: 'Rafael', last_name: 'Souza', gender: 'male' },
  { first_name: 'Zoe', last_name: 'Mitchell', gender: 'female' },
  { first_name: 'Kwame', last_name: 'Asante', gender: 'male' },
  { first_name: 'Elena', last_name: 'Petrova', gender: 'female' },
  { first_name: 'Ryan', last_name: "O'Connor", gender: 'male' },
  { first_name: 'Mei', last_name: 'Chen', gender: 'female', role: 'Manager', lead: 'Engineering' },
  { first_name: 'Victor', last_name: 'Laurent', gender: 'male' },
  { first_name: 'Alice', last_name: 'Fontaine', gender: 'female' },
  { first_name: 'Omar', last_name: 'Farouk', gender: 'male' },
  { first_name: 'Julia', last_name: 'Weber', gender: 'female', archived: true },
  { first_name: 'Sebastian', last_name: 'Vogel', gender: 'male' },
  { first_name: 'Nadia', last_name: 'Rahman', gender: 'female' },
  { first_name: 'Alex', last_name: 'Morgan', gender: 'other' },
  { first_name: 'Tariq', last_name: 'Aziz', gender: 'male' },
  { first_name: 'Lena', last_name: 'Hoffmann', gender: 'female' },
  { first_name: 'Benjamin', last_name: 'Clarke', gender: 'male' },
  { first_name: 'Camila', last_name: 'Reyes', gender: 'female' },
  { first_name: 'Felix', last_name: 'Braun', gender: 'male', role: 'Contractor' },
  { first_name: 'Zara', last_name: 'Ahmed', gender: 'female' },
];

export interface MenuItemSeed {
  name: string;
  icon: string;
  route_name: string;
  /** Any-of; empty = every signed-in user. */
  permissions: readonly string[];
  type?: 'admin' | 'landlord';
}

export const MENU: readonly { name: string; icon: string; items: readonly MenuItemSeed[] }[] = [
  {
    name: 'Home',
    icon: 'home',
    items: [
      { name: 'Feed', icon: 'feed', route_name: '/feed', permissions: [] },
      { name: 'Calendar', icon: 'calendar', route_name: '/calendar', permissions: ['access_calendar_module'] },
    ],
  },
  {
    name: 'Time',
    icon: 'clock',
    items: [
      { name: 'My attendance', icon: 'clock', route_name: '/time/self', permissions: ['view_attendance'] },
      { name: 'Bird view', icon: 'grid', route_name: '/time/bird-view', permissions: ['view_any_attendance'] },
      { name: 'Individual view', icon: 'person-clock', route_name: '/time/individual-view', permissions: ['view_any_attendance'] },
      { name: 'My shifts', icon: 'shift', route_name: '/time/shift/view-my-shifts', permissions: ['view_attendance'] },
      // Where an administrator plans the week: beside the attendance screens, not only deep in Settings.
      { name: 'Shift assignment', icon: 'calendar', route_name: '/settings/time/shift-assignment', permissions: ['view_shift_calendar'] },
    ],
  },
  {
    name: 'Leave',
    icon: 'leave',
    items: [
      { name: 'My leave', icon: 'leave', route_name: '/leaves/self', permissions: ['view_leave_application'] },
      {
        name: 'All leave',
        icon: 'leave-all',
        route_name: '/leaves/all',
        permissions: [
          'view_any_leave_application',
          'review_any_leave_application',
          'delete_any_leave_application',
          'change_decision_leave_application',
          'view_review_leave_application',
        ],
      },
    ],
  },
  {
    name: 'People',
    icon: 'people',
    items: [
      { name: 'Employees', icon: 'people', route_name: '/people', permissions: ['view_employee'] },
      { name: 'Goals', icon: 'target', route_name: '/goals', permissions: ['view_employee'] },
    ],
  },
  {
    name: 'Insights',
    icon: 'chart',
    items: [
      { name: 'Reports', icon: 'chart', route_name: '/reports', permissions: ['access_report_module'] },
      { name: 'Plan overview', icon: 'plan', route_name: '/billing/plan-overview', permissions: ['view_billing_plan_overview'] },
      { name: 'Billing history', icon: 'receipt', route_name: '/billing/billing-history', permissions: ['view_billing_payment_transaction'] },
    ],
  },
  {
    name: 'Settings',
    icon: 'settings',
    items: [
      { name: 'Settings', icon: 'settings', route_name: '/settings', permissions: ['view_app_settings_menu'] },
      // The landlord console of a multi-tenant install: the front end shows only type "admin".
      { name: 'Tenants', icon: 'building', route_name: '/landlord/tenants', permissions: [], type: 'landlord' },
    ],
  },
];

/** Quick-entered people who have not finished onboarding yet (status invited; no attendance, no sign-in). */
export const INVITED_PEOPLE: readonly { first_name: string; last_name: string; department: DepartmentName; designation: string; role: RoleName }[] = [
  { first_name: 'Nina', last_name: 'Okafor', department: 'Sales', designation: 'Account Executive', role: 'Employee' },
  { first_name: 'Tomas', last_name: 'Lindqvist', department: 'Engineering', designation: 'QA Engineer', role: 'Employee' },
];

/**
 * The one published onboarding link of the demo: Tomas Lindqvist's hash, so the
 * onboarding screen can be tried (and its first-load budget measured, see
 * bench/budgets.json) on a fresh database. Every other link stays unknown.
 */
export const DEMO_INVITATION = { last_name: 'Lindqvist', hash: 'de0ade0ade0ade0ade0ade0ade0ade0ade0ade0ade0ade0a' } as const;
