/**
 * The clocking state machine (spec part 1 §4): clocked in, then break, then
 * resume, then clock out. The widget shows the actions the state allows and
 * the server flags permit (can_clock, can_break); the upstream refuses any
 * other step with the refusal message.
 */

export type ClockState = 'clocked_out' | 'clocked_in' | 'on_break';
export type ClockEvent = 'clock_in' | 'break' | 'resume' | 'clock_out';

export const CLOCK_TRANSITIONS: Readonly<Record<ClockState, Partial<Record<ClockEvent, ClockState>>>> = {
  clocked_out: { clock_in: 'clocked_in' },
  clocked_in: { break: 'on_break', clock_out: 'clocked_out' },
  // Clocking out during a break ends the break too.
  on_break: { resume: 'clocked_in', clock_out: 'clocked_out' },
};

const REFUSALS: Readonly<Record<ClockEvent, Partial<Record<ClockState, string>>>> = {
  clock_in: { clocked_in: 'You are already clocked in.', on_break: 'You are already clocked in.' },
  break: { clocked_out: 'You are not clocked in.', on_break: 'You are already on a break.' },
  resume: { clocked_out: 'You are not clocked in.', clocked_in: 'You are not on a break.' },
  clock_out: { clocked_out: 'You are not clocked in.' },
};

/** Which events each server flag unlocks. */
const NEEDS: Readonly<Record<ClockEvent, 'can_clock' | 'can_break'>> = {
  clock_in: 'can_clock',
  clock_out: 'can_clock',
  break: 'can_break',
  resume: 'can_break',
};

/** Break and resume take effect after this delay (spec part 1 §4). */
export const DELAYED_EVENTS: readonly ClockEvent[] = ['break', 'resume'];

export function clockStateOf(summary: { is_clocked_in: boolean; is_on_break: boolean }): ClockState {
  if (!summary.is_clocked_in) return 'clocked_out';
  return summary.is_on_break ? 'on_break' : 'clocked_in';
}

export function nextClockState(state: ClockState, event: ClockEvent): ClockState | null {
  return CLOCK_TRANSITIONS[state][event] ?? null;
}

/** Why the event is not allowed in this state, or null when it is. */
export function clockRefusal(state: ClockState, event: ClockEvent): string | null {
  return nextClockState(state, event) ? null : (REFUSALS[event][state] ?? 'This clock action is not available now.');
}

/** The buttons to show, in order. */
export function availableClockEvents(state: ClockState, flags: { can_clock: boolean; can_break: boolean }): ClockEvent[] {
  const order: ClockEvent[] = ['clock_in', 'break', 'resume', 'clock_out'];
  return order.filter((event) => nextClockState(state, event) !== null && flags[NEEDS[event]]);
}

type DatedSummary = { working_date: string | null; server_time: string; is_clocked_in: boolean };

const arrivedAt = new WeakMap<object, string>();

/**
 * The summary with its server_time: the answer's own, or, for an answer without one (the spec
 * does not name it), the server clock's wall time when this answer was first seen, kept for it.
 */
export function withServerTime<T extends { server_time?: string }>(summary: T, now: () => string): T & { server_time: string } {
  if (summary.server_time) return summary as T & { server_time: string };
  let at = arrivedAt.get(summary);
  if (at === undefined) {
    at = now();
    arrivedAt.set(summary, at);
  }
  return { ...summary, server_time: at };
}

/**
 * Which day the clock widget shows. The upstream's summary is of the last
 * attendance touched, which after midnight is still yesterday's: a finished
 * earlier day is not today's work (`new_day`: today starts empty, the last
 * day stays in the details, dated), and a clock still running from an earlier
 * day is shown with its date (`open_since`).
 */
export type ClockDay = { kind: 'today' } | { kind: 'open_since'; date: string } | { kind: 'new_day'; last: string };

export function clockDayOf(summary: DatedSummary): ClockDay {
  const today = summary.server_time.slice(0, 10);
  if (!summary.working_date || summary.working_date >= today) return { kind: 'today' };
  return summary.is_clocked_in ? { kind: 'open_since', date: summary.working_date } : { kind: 'new_day', last: summary.working_date };
}

/** The summary as today's: on a new day nothing is worked, reviewed or clocked yet. */
export function todaysSummary<T extends DatedSummary & { spent_time: number; total_on_clocked: number; start_time: string | null; end_time: string | null; review_status: unknown; review_text: string | null; shift?: unknown; abnormal: boolean }>(
  summary: T,
): T {
  if (clockDayOf(summary).kind !== 'new_day') return summary;
  return { ...summary, working_date: null, spent_time: 0, total_on_clocked: 0, start_time: null, end_time: null, review_status: null, review_text: null, shift: null, abnormal: false };
}
