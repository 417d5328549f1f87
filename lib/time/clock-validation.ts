import { COMMENT_MAX_LENGTH } from '@/lib/constants';
import { CLOCK_MESSAGES as M, VALIDATION_MESSAGES } from '@/lib/messages';
import { normalizeWall } from '@/lib/date-time/wall-time';

/**
 * Clock-out validation (spec part 1 §5, part 2 §8), shared by the Confirm
 * Clock Out form, the attendance editors and the reference upstream, which
 * answers 422 `{errors: {clocks: [...]}}` with the same messages.
 *
 * Rules, in the order they are reported:
 *  1. every clock and break start and every clock end is filled ('Please don't
 *     leave any field as empty.'); a break with a start needs an end ('Break
 *     end time is required'; the field itself says 'This is required');
 *  2. the description is at most 250 characters;
 *  3. per clock: its end is not in the future, differs from its start, and
 *     comes after it ('Clock times are not sorted properly.' otherwise);
 *  4. between clocks: starts are in order (not sorted otherwise); a clock
 *     starting before an earlier one ends overlaps it; one starting exactly
 *     when the previous ends must start after it;
 *  5. each break lies inside its clock, ends after it starts and does not
 *     overlap another break ('Invalid break time').
 *  Clocks may also be checked against the person's other clocks (other days):
 *  touching none of them is the server's overlap rule.
 */

export interface BreakDraft {
  start_date_time: string;
  end_date_time: string;
}
export interface ClockDraft {
  start_date_time: string;
  end_date_time: string;
  breaks: BreakDraft[];
}

export interface ClockIssue {
  /** The message for the form's list of clock errors (the server's `errors.clocks`). */
  message: string;
  /** The field it is about: "clocks.0.end_date_time", "clocks.1.breaks.0.start_date_time", "description". */
  path: string;
  /** What the field itself shows, when it differs from `message`. */
  fieldMessage?: string;
}

export interface ClockValidationOptions {
  /** The server's wall time now ("YYYY-MM-DD HH:mm:ss"). */
  now: string;
  description?: string | null;
  /** The person's clocks on other attendances, which the edited ones must not overlap. */
  others?: readonly { start_date_time: string; end_date_time: string | null }[];
}

interface Span {
  start: string;
  end: string;
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

export function validateClocks(clocks: readonly ClockDraft[], options: ClockValidationOptions): ClockIssue[] {
  const issues: ClockIssue[] = [];
  const at = (index: number, field: string) => `clocks.${index}.${field}`;

  // 1. Empty (or unreadable) fields: nothing else can be compared until every time is there.
  const spans: (Span & { breaks: Span[] })[] = [];
  /**
   * A time that is missing: empty (or only the day an added clock starts with, "YYYY-MM-DDT"), or
   * text that is no time ('Invalid time', not "don't leave it empty").
   */
  const missing = (value: string, path: string, ifEmpty: Omit<ClockIssue, 'path'> = { message: M.emptyField }) =>
    issues.push(/^\s*(\d{4}-\d{2}-\d{2}[T ]?)?\s*$/.test(value) ? { ...ifEmpty, path } : { message: VALIDATION_MESSAGES.timeFormat, path });
  clocks.forEach((clock, i) => {
    const start = normalizeWall(clock.start_date_time);
    const end = normalizeWall(clock.end_date_time);
    if (!start) missing(clock.start_date_time, at(i, 'start_date_time'));
    if (!end) missing(clock.end_date_time, at(i, 'end_date_time'));
    const breaks: Span[] = [];
    clock.breaks.forEach((item, b) => {
      const breakStart = normalizeWall(item.start_date_time);
      const breakEnd = normalizeWall(item.end_date_time);
      if (!breakStart) missing(item.start_date_time, at(i, `breaks.${b}.start_date_time`));
      else if (!breakEnd) missing(item.end_date_time, at(i, `breaks.${b}.end_date_time`), { message: M.breakEndRequired, fieldMessage: M.thisIsRequired });
      if (breakStart && breakEnd) breaks.push({ start: breakStart, end: breakEnd });
    });
    if (start && end) spans.push({ start, end, breaks });
  });

  // 2. The description.
  if ((options.description ?? '').length > COMMENT_MAX_LENGTH) {
    issues.push({ message: VALIDATION_MESSAGES.max(COMMENT_MAX_LENGTH), path: 'description' });
  }
  if (issues.length > 0) return issues;

  // 3. Each clock on its own.
  spans.forEach((span, i) => {
    if (span.end > options.now) issues.push({ message: M.futureEnd, path: at(i, 'end_date_time') });
    if (span.start === span.end) issues.push({ message: M.sameStartEnd, path: at(i, 'end_date_time') });
    else if (span.start > span.end) issues.push({ message: M.notSorted, path: at(i, 'end_date_time') });
  });

  // 4. Clocks against each other, in list order, then against the person's other clocks.
  spans.forEach((span, i) => {
    if (i === 0) return;
    const previous = spans[i - 1]!;
    if (span.start < previous.start) issues.push({ message: M.notSorted, path: at(i, 'start_date_time') });
    else if (span.start < previous.end || spans.slice(0, i - 1).some((earlier) => span.start < earlier.end)) {
      issues.push({ message: M.overlap, path: at(i, 'start_date_time') });
    } else if (span.start === previous.end) issues.push({ message: M.afterPreviousEnd, path: at(i, 'start_date_time') });
  });
  const others = (options.others ?? []).map((other) => ({ start: other.start_date_time, end: other.end_date_time ?? options.now }));
  spans.forEach((span, i) => {
    if (span.start < span.end && others.some((other) => overlaps(span, other))) {
      issues.push({ message: M.overlap, path: at(i, 'start_date_time') });
    }
  });

  // 5. Breaks inside their clock.
  spans.forEach((span, i) => {
    const sorted = [...span.breaks].sort((a, b) => (a.start < b.start ? -1 : 1));
    span.breaks.forEach((item, b) => {
      const outside = item.start < span.start || item.end > span.end || item.start >= item.end;
      const clash = sorted.some((other) => other !== item && overlaps(item, other));
      if (outside || clash) issues.push({ message: M.invalidBreak, path: at(i, `breaks.${b}.start_date_time`) });
    });
  });
  return issues;
}

/** The list the form shows and the server sends as `errors.clocks`: each message once, in order. */
export function clockMessages(issues: readonly ClockIssue[]): string[] {
  return [...new Set(issues.filter((issue) => issue.path.startsWith('clocks')).map((issue) => issue.message))];
}
