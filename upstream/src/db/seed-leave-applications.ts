import type { Database } from 'better-sqlite3';
import { datesBetween, shiftDate } from '../../../lib/date-time/calendar';
import { todayInZone } from '../../../lib/date-time/zone';
import { countedDays, leaveYearOf, leaveYearRange, type LeaveDay, type LeaveSpentType } from '../../../lib/leave/leave-days';
import { LeaveApplications } from '../domain/leave-applications';
import { DEFAULT_LEAVE_SETUP } from '../domain/leave-settings';
import { SettingsStore } from '../domain/settings';
import { createPrng, type Prng } from '../lib/prng';
import { BENCH_HISTORY_DAYS, HISTORY_DAYS, type PlannedLeaveDay } from './seed-attendance';
import { DEMO_USERS } from './seed-data';

/**
 * A year of leave applications for the demo company, consistent with its
 * attendance: the leave days the attendance history left out become approved
 * applications (so the calendars, which show approved leave, do not change);
 * earlier in the leave year, where there is no attendance, more approved
 * leave; rejected and withdrawn applications on days people worked; and in the
 * coming weeks pending and approved ones. The demo accounts keep their coming
 * weeks free for the tests and the demo to apply in.
 */

export const LEAVE_APPLICATION_SEED = 20260505;
const NOTES = ['Enjoy the break.', 'Approved, the team is covered.', 'Get well soon.'];
const REJECTIONS = ['We are short-staffed that week; please choose other dates.', 'The release is that week. Could you move it by a week?'];
const REASONS = ['Family visit.', 'A long weekend away.', 'Moving house.', 'Doctor’s appointment.', null, 'Rest and recharge.'];

interface Person {
  id: number;
  status: string;
  joining_date: string | null;
}

export function seedLeaveApplications(db: Database, now: Date, planned: readonly PlannedLeaveDay[], options: { extraPeople?: number } = {}): void {
  const rng = createPrng(LEAVE_APPLICATION_SEED);
  const settings = new SettingsStore(db);
  const store = new LeaveApplications(db, settings);
  const today = todayInZone(settings.get().timezone, now);
  const rules = DEFAULT_LEAVE_SETUP;
  const typeIds = new Map(db.prepare<[], { id: number; name: string }>('SELECT id, name FROM leave_types').all().map((row) => [row.name, row.id]));
  const people = db.prepare<[], Person>("SELECT id, status, joining_date FROM users WHERE status IN ('active', 'archived') ORDER BY id").all();
  const admin = people[0]!.id;
  const demo = new Set(people.slice(0, DEMO_USERS.length).map((row) => row.id));
  const benchFrom = people.length - (options.extraPeople ?? 0);
  const yearStart = leaveYearRange(leaveYearOf(today, rules.leave_year_start_month), rules.leave_year_start_month).start;
  const historyStart = shiftDate(today, -HISTORY_DAYS);
  // The bench's generated people have a month of attendance; their leave goes back a whole year.
  const yearAgo = shiftDate(today, -365);
  // Each person's holidays and days off over everything the seed touches, read once.
  const earliest = [yearStart, historyStart, ...(benchFrom < people.length ? [yearAgo] : [])].sort()[0]!;
  const offFrom = shiftDate(earliest, -14);
  const offTo = shiftDate(today, 160);
  const offCache = new Map<number, Map<string, string>>();
  const offOf = (userId: number) => {
    let off = offCache.get(userId);
    if (!off) offCache.set(userId, (off = store.daysOff(userId, offFrom, offTo)));
    return off;
  };

  /** A wall-time stamp some hours into a day (ISO, as the app stores them). */
  const stamp = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00.000Z`;

  /** Stores one application with its history; skipped when it would overlap or overdraw (false). */
  const apply = (
    userId: number,
    typeName: string,
    start: string,
    end: string,
    spent: LeaveSpentType,
    status: 'pending' | 'approved' | 'rejected' | 'withdrawn',
    check: boolean,
  ): boolean => {
    const typeId = typeIds.get(typeName);
    const policy = store.policyTypes(userId).find((type) => type.id === typeId);
    if (typeId === undefined) return false;
    const off = start >= offFrom && end <= offTo ? offOf(userId) : store.daysOff(userId, start, end);
    const days: LeaveDay[] = countedDays(start, end, spent, {}, { isWorkingDay: (date) => !off.has(date), countNonWorkingDays: false, allowHalfDay: true });
    if (days.length === 0) return false;
    if (check) {
      if (store.takenDates(userId, start, end).size > 0) return false;
      if (policy && policy.days > 0) {
        const span = leaveYearRange(leaveYearOf(start, rules.leave_year_start_month), rules.leave_year_start_month);
        const used = store.usedDays(userId, span.start, span.end).get(typeId) ?? { taken: 0, pending: 0 };
        if (used.taken + used.pending + days.reduce((sum, day) => sum + day.days, 0) > policy.days) return false;
      }
    }
    const process = store.reviewProcess(userId);
    const reviewers = (process?.approvers ?? []).filter((id) => id !== userId);
    const appliedOn = shiftDate(start, -rng.int(4, 25));
    const created = stamp(appliedOn < today ? appliedOn : today, 9);
    const id = store.create({
      user_id: userId,
      leave_type_id: typeId,
      start_date: start,
      end_date: end,
      spent_type: spent,
      days,
      reason: rng.pick(REASONS),
      review_name: process?.name ?? null,
      review_condition: process?.condition ?? null,
      reviewers,
      applied_by: userId,
      status,
      created_at: created,
    });
    store.addEvent(id, userId, 'applied', 'pending', null, created);
    if (status === 'pending') return true;
    const decidedOn = shiftDate(appliedOn, 1) < today ? shiftDate(appliedOn, 1) : today;
    if (status === 'withdrawn') {
      store.addEvent(id, userId, 'withdrawn', 'withdrawn', null, stamp(decidedOn, 15));
      return true;
    }
    const deciders = reviewers.length === 0 ? [] : process?.condition === 2 && status === 'approved' ? reviewers : reviewers.slice(0, 1);
    deciders.forEach((reviewer, index) => {
      const at = stamp(decidedOn, 10 + index);
      const note = status === 'rejected' ? rng.pick(REJECTIONS) : rng.chance(0.4) ? rng.pick(NOTES) : null;
      store.recordDecision(id, reviewer, status, note, at);
      store.addEvent(id, reviewer, status, index === deciders.length - 1 ? status : 'pending', note, at);
    });
    if (deciders.length === 0) store.addEvent(id, admin, status, status, null, stamp(decidedOn, 10));
    return true;
  };

  // The leave days of the attendance history, consecutive full days (across weekends and holidays) as one application.
  const byUser = new Map<number, PlannedLeaveDay[]>();
  for (const day of planned) byUser.set(day.userId, [...(byUser.get(day.userId) ?? []), day]);
  for (const [userId, days] of byUser) {
    days.sort((a, b) => a.date.localeCompare(b.date));
    let run: PlannedLeaveDay[] = [];
    const flush = () => {
      if (run.length) apply(userId, run[0]!.type, run[0]!.date, run.at(-1)!.date, run[0]!.spent, 'approved', false);
      run = [];
    };
    for (const day of days) {
      const last = run.at(-1);
      const joins =
        last &&
        last.spent === 'full' &&
        day.spent === 'full' &&
        last.type === day.type &&
        datesBetween(shiftDate(last.date, 1), shiftDate(day.date, -1)).every((date) => offOf(userId).has(date));
      if (!joins) flush();
      run.push(day);
    }
    flush();
  }

  /** `count` working days of a person from `from` on (the range's first and last). */
  const workingRange = (userId: number, from: string, count: number): [string, string] | null => {
    const off = offOf(userId);
    const days = datesBetween(from, shiftDate(from, count * 3 + 10)).filter((date) => !off.has(date));
    return days.length >= count ? [days[0]!, days[count - 1]!] : null;
  };
  const pickRange = (r: Prng, userId: number, fromDay: string, toDay: string, count: number) => {
    const span = Math.max(0, datesBetween(fromDay, toDay).length - 1);
    return workingRange(userId, shiftDate(fromDay, r.int(0, span)), count);
  };

  people.forEach((person, index) => {
    if (person.status !== 'active') return;
    const bench = index >= benchFrom;
    const r = createPrng(LEAVE_APPLICATION_SEED + person.id * 104729);
    const attempt = (type: string, earliest: string, to: string, count: number, status: 'pending' | 'approved' | 'rejected' | 'withdrawn', spent: LeaveSpentType = 'full') => {
      // Nobody took leave before they joined.
      const from = person.joining_date && person.joining_date > earliest ? person.joining_date : earliest;
      if (to < from) return;
      const range = pickRange(r, person.id, from, to, count);
      if (range && range[1] <= to) apply(person.id, type, range[0], range[1], spent, status, true);
    };
    // Earlier in the leave year, before the attendance history: a holiday or two.
    const beforeHistory = shiftDate(historyStart, -7);
    if (bench) {
      // A year of applications before their month of attendance, in every state a reviewer meets.
      const monthAgo = shiftDate(today, -BENCH_HISTORY_DAYS - 7);
      const quarters = [0, 1, 2, 3].map((quarter) => [shiftDate(yearAgo, quarter * 82), shiftDate(yearAgo, quarter * 82 + 80)] as const);
      for (const [from, to] of quarters) {
        const end = to < monthAgo ? to : monthAgo;
        attempt('Annual leave', from, end, r.int(1, 5), 'approved');
        if (r.chance(0.35)) attempt('Sick leave', from, end, r.int(1, 2), 'approved');
        if (r.chance(0.2)) attempt('Annual leave', from, end, r.int(1, 3), r.pick(['rejected', 'withdrawn'] as const));
      }
    } else {
      attempt('Annual leave', yearStart, beforeHistory, r.int(3, 6), 'approved');
      if (r.chance(0.5)) attempt('Annual leave', yearStart, beforeHistory, r.int(1, 3), 'approved');
      if (r.chance(0.4)) attempt('Sick leave', yearStart, beforeHistory, r.int(1, 2), 'approved');
    }
    // Days they worked after all: a rejected and a withdrawn application.
    if (index % 4 === 1 || demo.has(person.id)) attempt('Annual leave', historyStart, shiftDate(today, -2), r.int(1, 3), 'rejected');
    if (index % 5 === 2) attempt('Annual leave', historyStart, shiftDate(today, -2), r.int(1, 2), 'withdrawn');
    if (demo.has(person.id)) return;
    // The coming weeks.
    if (index % 3 === 0) attempt('Annual leave', shiftDate(today, 3), shiftDate(today, 50), r.int(1, 4), 'pending');
    if (index % 7 === 3) attempt('Sick leave', shiftDate(today, 1), shiftDate(today, 10), 1, 'pending', r.pick(['first_half', 'second_half'] as const));
    if (index % 4 === 2) attempt('Annual leave', shiftDate(today, 5), shiftDate(today, 70), r.int(2, 5), 'approved');
    if (index % 9 === 4) attempt('Annual leave', shiftDate(today, 10), shiftDate(today, 60), r.int(1, 3), 'rejected');
    if (index % 11 === 5) attempt('Annual leave', shiftDate(today, 10), shiftDate(today, 60), r.int(1, 2), 'withdrawn');
  });
}
