import type { Database } from 'better-sqlite3';
import { ANYONE, EVERYONE } from '../../../lib/leave/review';
import { countryOfTimeZone, publicHolidays } from '../domain/public-holidays';
import { DEFAULT_SETTINGS } from '../domain/settings';

/**
 * The demo company's leave settings: leave types, two policies, two review
 * processes (one Anyone, one Everyone) and this and next year's public
 * holidays of the tenant's country. Every active person is in a policy and a
 * review process: managers and their approvers by their role, the rest by turn.
 */

export const LEAVE_TYPES = [
  { name: 'Annual leave', total_days: 20 },
  { name: 'Sick leave', total_days: 10 },
  { name: 'Unpaid leave', total_days: 0 },
  { name: 'Parental leave', total_days: 30 },
  { name: 'Bereavement leave', total_days: 5 },
  { name: 'Study leave', total_days: 3 },
] as const;

type TypeName = (typeof LEAVE_TYPES)[number]['name'];

export const LEAVE_POLICIES: readonly { name: string; description: string; types: readonly [TypeName, number][] }[] = [
  {
    name: 'Standard',
    description: 'Full- and part-time employees.',
    types: [
      ['Annual leave', 20],
      ['Sick leave', 10],
      ['Unpaid leave', 0],
      ['Parental leave', 30],
      ['Bereavement leave', 5],
    ],
  },
  {
    name: 'Leadership',
    description: 'Managers and directors.',
    types: [
      ['Annual leave', 25],
      ['Sick leave', 12],
      ['Unpaid leave', 0],
      ['Parental leave', 30],
      ['Bereavement leave', 5],
      ['Study leave', 3],
    ],
  },
];

/** Review processes: approvers by email, in order. */
export const LEAVE_REVIEWS = [
  { name: 'Line manager', review_condition: ANYONE, approvers: ['manager@crewdesk.test', 'admin@crewdesk.test'] },
  { name: 'Manager and HR', review_condition: EVERYONE, approvers: ['manager@crewdesk.test', 'admin@crewdesk.test'] },
] as const;

export function seedLeave(db: Database, today: string): void {
  const typeIds = new Map<string, number>();
  const insertType = db.prepare('INSERT INTO leave_types (name, total_days) VALUES (?, ?)');
  for (const type of LEAVE_TYPES) typeIds.set(type.name, Number(insertType.run(type.name, type.total_days).lastInsertRowid));

  const insertPolicy = db.prepare('INSERT INTO leave_policies (name, description) VALUES (?, ?)');
  const insertPolicyType = db.prepare('INSERT INTO leave_policy_types (policy_id, leave_type_id, days) VALUES (?, ?, ?)');
  const policyIds = LEAVE_POLICIES.map((policy) => {
    const id = Number(insertPolicy.run(policy.name, policy.description).lastInsertRowid);
    for (const [type, days] of policy.types) insertPolicyType.run(id, typeIds.get(type)!, days);
    return id;
  });

  const idOf = db.prepare<[string], number>('SELECT id FROM users WHERE email = ?').pluck();
  const insertReview = db.prepare('INSERT INTO leave_reviews (name, review_condition) VALUES (?, ?)');
  const insertApprover = db.prepare('INSERT INTO leave_review_approvers (review_id, user_id, position) VALUES (?, ?, ?)');
  const reviewIds = LEAVE_REVIEWS.map((review) => {
    const id = Number(insertReview.run(review.name, review.review_condition).lastInsertRowid);
    review.approvers.forEach((email, index) => insertApprover.run(id, idOf.get(email)!, index + 1));
    return id;
  });

  // Leaders (Administrators and Managers) get the leadership policy; everyone's leave is reviewed by turn.
  const people = db
    .prepare<[], { id: number; leader: number }>(
      `SELECT u.id, EXISTS (SELECT 1 FROM role_users ru JOIN roles r ON r.id = ru.role_id WHERE ru.user_id = u.id AND r.name IN ('Administrator', 'Manager')) AS leader
         FROM users u WHERE u.status = 'active' ORDER BY u.id`,
    )
    .all();
  const inPolicy = db.prepare('INSERT INTO leave_policy_users (user_id, policy_id) VALUES (?, ?)');
  const inReview = db.prepare('INSERT INTO leave_review_users (user_id, review_id) VALUES (?, ?)');
  people.forEach((person, index) => {
    inPolicy.run(person.id, policyIds[person.leader ? 1 : 0]!);
    inReview.run(person.id, reviewIds[index % 3 === 2 ? 1 : 0]!);
  });

  const country = countryOfTimeZone(DEFAULT_SETTINGS.timezone);
  if (!country) return;
  const year = Number(today.slice(0, 4));
  const insertHoliday = db.prepare(
    `INSERT INTO holidays (name, start_date, end_date, calendar_year, description, for_everyone, country_code) VALUES (?, ?, ?, ?, NULL, 1, ?)`,
  );
  for (const calendarYear of [year, year + 1]) {
    for (const day of publicHolidays(country.code, calendarYear)) insertHoliday.run(day.name, day.date, day.date, calendarYear, country.code);
  }
}
