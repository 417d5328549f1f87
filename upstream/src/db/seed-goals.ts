import type { Database } from 'better-sqlite3';
import { shiftDate } from '../../../lib/date-time/calendar';
import { DEFAULT_GOAL_SETTINGS, type GoalStatus } from '../../../lib/goals/goals';

/** A few goals per team lead and demo account, due around today (one overdue, some done). */
const GOALS: readonly { owner: string; title: string; description: string | null; dueIn: number; status: GoalStatus; progress: number }[] = [
  { owner: 'ava.sinclair', title: 'Roll out the new leave policy', description: 'Every team on the 2026 policy, reviewers trained.', dueIn: 21, status: 'in_progress', progress: 60 },
  { owner: 'ava.sinclair', title: 'Close the Q3 payroll audit', description: null, dueIn: -12, status: 'done', progress: 100 },
  { owner: 'marcus.reed', title: 'Hire two support engineers', description: 'Both starting before the end of the quarter.', dueIn: 45, status: 'in_progress', progress: 30 },
  { owner: 'marcus.reed', title: 'Publish the on-call rota', description: null, dueIn: -3, status: 'in_progress', progress: 80 },
  { owner: 'emma.novak', title: 'Finish the first-aid course', description: 'The company pays; book a date with People & Culture.', dueIn: 30, status: 'not_started', progress: 0 },
  { owner: 'emma.novak', title: 'Document the release checklist', description: null, dueIn: 10, status: 'in_progress', progress: 45 },
  { owner: 'colin.hart', title: 'Hand over the warehouse scanner project', description: null, dueIn: 60, status: 'not_started', progress: 0 },
  { owner: 'rita.quinn', title: 'Reduce open tickets below 40', description: 'Weekly review every Friday.', dueIn: 14, status: 'in_progress', progress: 55 },
  { owner: 'sam.ortega', title: 'Migrate the sales pipeline reports', description: null, dueIn: -30, status: 'cancelled', progress: 20 },
];

export function seedGoals(db: Database, today: string, createdAt: string): void {
  const insert = db.prepare(
    `INSERT INTO goals (title, description, owner_id, due_date, status, progress, created_by, created_at, updated_at)
     VALUES (?, ?, (SELECT id FROM users WHERE username = ?), ?, ?, ?, (SELECT id FROM users WHERE username = 'ava.sinclair'), ?, ?)`,
  );
  db.prepare('INSERT INTO goal_settings (id, default_due_days, complete_on_done) VALUES (1, ?, 1)').run(DEFAULT_GOAL_SETTINGS.default_due_days);
  for (const goal of GOALS) insert.run(goal.title, goal.description, goal.owner, shiftDate(today, goal.dueIn), goal.status, goal.progress, createdAt, createdAt);
}
