/**
 * The goals' vocabulary, shared by /goals, its settings, the reference upstream
 * and the tests. Client-safe, no zod (the screens import it on first load).
 */

export const GOAL_STATUSES = ['not_started', 'in_progress', 'done', 'cancelled'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];
export const GOAL_STATUS_LABELS: Record<GoalStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  done: 'Done',
  cancelled: 'Cancelled',
};
export const GOAL_TITLE_MAX = 150;
export const GOAL_DESCRIPTION_MAX = 1000;
export const GOAL_DUE_DAYS_MAX = 365;

export interface GoalSettings {
  /** A new goal is due this many days after today, unless changed. */
  default_due_days: number;
  /** Moving a goal to Done sets its progress to 100 %. */
  complete_on_done: boolean;
}
export const DEFAULT_GOAL_SETTINGS: GoalSettings = { default_due_days: 30, complete_on_done: true };
