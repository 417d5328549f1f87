import { formatWallTime } from '../../../lib/date-time/zone';
import type { Database } from 'better-sqlite3';
import { datesBetween, isoDay, shiftDate } from '../../../lib/date-time/calendar';
import { addSeconds } from '../../../lib/date-time/wall-time';
import { isComplete, isLate, type LoadedAttendance } from '../domain/attendance';
import { SettingsStore } from '../domain/settings';
import { shiftWorkMinutes } from '../../../lib/time/shift';
import { createPrng, type Prng } from '../lib/prng';
import { COLLEAGUES, DEPARTMENTS } from './seed-data';

/**
 * Time and attendance for the demo company, deterministic for a given day:
 * shift templates and a published rota, four months of attendance up to
 * yesterday with late, remote, incomplete, irregular (unapproved clock),
 * unassigned (no shift) and split days, leave days and holidays, and today's
 * clocks for people whose shift has started. People the e2e tests drive get
 * fixed cases: Sofia Alvarez left her clock running (abnormal), Noah Becker
 * has an irregular clock yesterday, Aisha Khan worked at the office yesterday;
 * the demo accounts have nothing today, so their first clock-in is their own.
 *
 * `extraPeople` (UPSTREAM_SEED_PEOPLE): that many generated people, the last
 * ids, get one month of attendance for the performance bench.
 */

export const ATTENDANCE_SEED = 20260404;
export const HISTORY_DAYS = 122;
export const BENCH_HISTORY_DAYS = 31;
/** Published shifts reach this many days past today (My Shifts shows the coming weeks). */
export const ROTA_AHEAD_DAYS = 45;

const TEMPLATES = [
  { name: 'Morning', start_time: '09:00', end_time: '17:30', break_time: 30 },
  { name: 'Early', start_time: '07:00', end_time: '15:30', break_time: 30 },
  { name: 'Late', start_time: '13:00', end_time: '21:30', break_time: 30 },
  { name: 'Part-time', start_time: '09:00', end_time: '13:00', break_time: 0 },
] as const;
type TemplateName = (typeof TEMPLATES)[number]['name'];

/** Who works without a shift: contractors and two employees on flexible hours. */
const NO_SHIFT = new Set(['colin.hart', 'felix.braun', 'alex.morgan', 'zara.ahmed']);
/** Fixed templates for people whose rota the tests or the demo rely on. */
const FIXED_TEMPLATE: Record<string, TemplateName> = {
  'emma.novak': 'Morning',
  'ava.sinclair': 'Morning',
  'marcus.reed': 'Morning',
  'kenji.watanabe': 'Morning',
  'sofia.alvarez': 'Morning',
  'noah.becker': 'Morning',
  'aisha.khan': 'Morning',
};
const NOTHING_TODAY = new Set(['ava.sinclair', 'marcus.reed', 'emma.novak', 'colin.hart', 'rita.quinn', 'sam.ortega', 'sofia.alvarez']);

const COMMENTS = [
  'Doctor’s appointment in the morning.',
  'Worked from the client’s office.',
  'Train delayed.',
  'Stayed late for the release.',
  'Left early, will make up the hours on Friday.',
];
const HOLIDAYS = [
  { daysAgo: 96, name: 'Company Founders Day' },
  { daysAgo: 54, name: 'Spring Holiday' },
  { daysAgo: 19, name: 'Regional Holiday' },
];

interface SeedPerson {
  id: number;
  username: string;
  status: string;
  archived_at: string | null;
  joining_date: string | null;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** The wall time `mins` minutes after midnight of `date` (past 24:00 runs into the next day). */
const at = (date: string, mins: number) => addSeconds(`${date} 00:00:00`, Math.round(mins * 60));

/** A day of leave the attendance history leaves out. */
export interface PlannedLeaveDay {
  userId: number;
  date: string;
  type: string;
  spent: 'full' | 'first_half' | 'second_half';
}

interface DayPlan {
  place: 1 | 2;
  comment: string | null;
  clocks: { start: string; end: string | null; approved: boolean; breaks: { start: string; end: string | null }[] }[];
}
type WriteDay = (personId: number, date: string, template: TemplateName | null, plan: DayPlan) => void;

/** Writes one person's day of attendance (its clocks and breaks), with the late and completed flags worked out as at `wallNow`. */
function attendanceWriter(db: Database, wallNow: string): WriteDay {
  const insertAttendance = db.prepare(
    `INSERT INTO attendances (user_id, working_date, working_place, shift_name, shift_start_time, shift_end_time, shift_work_time,
                              late_status, completed_status, comment, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertClock = db.prepare('INSERT INTO attendance_clocks (attendance_id, user_id, start_date_time, end_date_time, approved_at) VALUES (?, ?, ?, ?, ?)');
  const insertBreak = db.prepare('INSERT INTO attendance_breaks (clock_id, start_date_time, end_date_time) VALUES (?, ?, ?)');
  return (personId, date, template, plan) => {
    const shift = template ? TEMPLATES.find((t) => t.name === template)! : null;
    const work = shift ? shiftWorkMinutes(shift) : null;
    const loaded = {
      working_date: date,
      shift_start_time: shift?.start_time ?? null,
      shift_work_time: work,
      clocks: plan.clocks.map((clock) => ({
        start_date_time: clock.start,
        end_date_time: clock.end,
        approved_at: 'x',
        breaks: clock.breaks.map((item) => ({ start_date_time: item.start, end_date_time: item.end })),
      })),
    } as unknown as LoadedAttendance;
    // Recorded when the day's last clock was.
    const last = plan.clocks.at(-1)!;
    const changed = last.end ?? last.start;
    const attendanceId = Number(
      insertAttendance.run(
        personId,
        date,
        plan.place,
        shift?.name ?? null,
        shift?.start_time ?? null,
        shift?.end_time ?? null,
        work,
        isLate(loaded),
        isComplete(loaded, wallNow),
        plan.comment,
        changed,
        changed,
      ).lastInsertRowid,
    );
    for (const clock of plan.clocks) {
      const clockId = Number(insertClock.run(attendanceId, personId, clock.start, clock.end, clock.approved ? (clock.end ?? clock.start) : null).lastInsertRowid);
      for (const item of clock.breaks) insertBreak.run(clockId, item.start, item.end);
    }
  };
}

/** Seeds attendance and answers the leave days it planned (the leave applications' seed turns them into applications). */
export function seedAttendance(db: Database, now: Date, options: { extraPeople?: number } = {}): PlannedLeaveDay[] {
  const prng = createPrng(ATTENDANCE_SEED);
  const timeZone = new SettingsStore(db).get().timezone;
  const wallNow = formatWallTime(now, timeZone);
  const today = wallNow.slice(0, 10);
  const stamp = wallNow;

  const people = db.prepare('SELECT id, username, status, archived_at, joining_date FROM users ORDER BY id').all() as SeedPerson[];
  const benchFrom = people.length - (options.extraPeople ?? 0);
  const admin = people[0]!.id;

  // ── Templates and the published rota ──
  const insertTemplate = db.prepare('INSERT INTO shift_templates (name, start_time, end_time, break_time, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
  const templates = new Map<TemplateName, { id: number; start: number; end: number; work: number }>();
  for (const template of TEMPLATES) {
    const id = Number(insertTemplate.run(template.name, template.start_time, template.end_time, template.break_time, stamp, stamp).lastInsertRowid);
    templates.set(template.name, { id, start: minutes(template.start_time), end: minutes(template.end_time), work: shiftWorkMinutes(template) });
  }

  const historyStart = shiftDate(today, -HISTORY_DAYS);
  const rotaEnd = shiftDate(today, ROTA_AHEAD_DAYS);
  const insertBatch = db.prepare(
    `INSERT INTO shift_batches (template_id, status, start_date, end_date, created_by, created_at, resolved_at) VALUES (?, 'published', ?, ?, ?, ?, ?)`,
  );
  const insertAction = db.prepare('INSERT INTO shift_actions (action, batch_id, author_id, description, count, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const insertShift = db.prepare(
    `INSERT INTO shift_assignments (batch_id, user_id, date, template_id, name, start_time, end_time, work_time, is_published)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1)`,
  );
  const rotaStamp = `${historyStart} 08:00:00`;
  const batches = new Map<TemplateName, number>();
  for (const template of TEMPLATES) {
    batches.set(template.name, Number(insertBatch.run(templates.get(template.name)!.id, historyStart, rotaEnd, admin, rotaStamp, rotaStamp).lastInsertRowid));
  }

  const templateOf = new Map<number, TemplateName | null>();
  for (const person of people) {
    if (person.status !== 'active' || NO_SHIFT.has(person.username)) templateOf.set(person.id, null);
    else templateOf.set(person.id, FIXED_TEMPLATE[person.username] ?? pickTemplate(prng));
  }
  const weekdays = (from: string, to: string) => datesBetween(from, to).filter((date) => isoDay(date) <= 5);
  /** Nobody has shifts, attendance or leave before they joined (the demo's recent joiners started days ago). */
  const fromJoining = (person: SeedPerson, date: string) => (person.joining_date && person.joining_date > date ? person.joining_date : date);
  const shiftCount = new Map<TemplateName, { people: number; shifts: number }>();
  people.forEach((person, index) => {
    const name = templateOf.get(person.id);
    if (!name) return;
    const template = TEMPLATES.find((t) => t.name === name)!;
    const from = fromJoining(person, index >= benchFrom ? shiftDate(today, -BENCH_HISTORY_DAYS) : historyStart);
    const days = weekdays(from, rotaEnd);
    for (const date of days) {
      insertShift.run(batches.get(name)!, person.id, date, templates.get(name)!.id, name, template.start_time, template.end_time, templates.get(name)!.work);
    }
    const counts = shiftCount.get(name) ?? { people: 0, shifts: 0 };
    shiftCount.set(name, { people: counts.people + 1, shifts: counts.shifts + days.length });
  });
  for (const template of TEMPLATES) {
    const counts = shiftCount.get(template.name) ?? { people: 0, shifts: 0 };
    const batch = batches.get(template.name)!;
    insertAction.run('assigned', batch, admin, `${template.name} for ${counts.people} people, ${historyStart} to ${rotaEnd}`, counts.shifts, rotaStamp);
    insertAction.run('published', batch, admin, `Published ${counts.shifts} shifts for ${counts.people} people`, counts.shifts, rotaStamp);
  }

  // ── Holidays and leave ──
  // Leave days become approved applications (seedLeaveApplications), so the calendars and the leave screens agree.
  const leaveDays: PlannedLeaveDay[] = [];
  // Company holidays join the public ones seedLeave added: everyone's, and nobody works on any of them.
  const insertHoliday = db.prepare(
    'INSERT INTO holidays (name, start_date, end_date, calendar_year, description, for_everyone, country_code) VALUES (?, ?, ?, ?, NULL, 1, NULL)',
  );
  const holidays = new Set<string>(db.prepare<[], string>('SELECT start_date FROM holidays WHERE start_date = end_date').pluck().all());
  for (const holiday of HOLIDAYS) {
    let date = shiftDate(today, -holiday.daysAgo);
    while (isoDay(date) > 5) date = shiftDate(date, 1);
    holidays.add(date);
    insertHoliday.run(holiday.name, date, date, Number(date.slice(0, 4)));
  }

  // ── Attendance ──
  const write = attendanceWriter(db, wallNow);

  /** A normal day for a shift (or 09:00–17:30 without one), with the demo's mix of cases. */
  const planDay = (rng: Prng, date: string, template: TemplateName | null, half: 'first_half' | 'second_half' | null): DayPlan => {
    const shape = template ? templates.get(template)! : { start: 9 * 60, end: 17 * 60 + 30, work: 480 };
    const length = (shape.end - shape.start + 1440) % 1440;
    let start = shape.start + (rng.chance(0.09) ? rng.int(7, 45) : rng.int(-15, 3));
    let end = shape.start + length + rng.int(-4, 30);
    if (half === 'first_half') start = shape.start + length / 2 + rng.int(-5, 5);
    if (half === 'second_half') end = shape.start + length / 2 + rng.int(-5, 10);
    if (!half && rng.chance(0.07)) end -= rng.int(60, 180);
    const approved = !rng.chance(0.03);
    const place: 1 | 2 = rng.chance(0.15) ? 2 : 1;
    const comment = rng.chance(0.04) ? rng.pick(COMMENTS) : null;
    const lunch = shape.start + Math.min(length / 2, 240) + rng.int(-30, 45);
    const breakMinutes = rng.int(25, 45);
    if (!half && end - start > 300 && rng.chance(0.1)) {
      // A split day: two clocks around lunch instead of a break.
      return {
        place,
        comment,
        clocks: [
          { start: at(date, start), end: at(date, lunch), approved, breaks: [] },
          { start: at(date, lunch + breakMinutes), end: at(date, end), approved: true, breaks: [] },
        ],
      };
    }
    const breaks = !half && end - start > 300 ? [{ start: at(date, lunch), end: at(date, lunch + breakMinutes) }] : [];
    return { place, comment, clocks: [{ start: at(date, start), end: at(date, end), approved, breaks }] };
  };

  const byName = new Map(people.map((person) => [person.username, person]));
  const yesterday = shiftDate(today, -1);
  const fixedDays = new Set<string>();

  for (const key of writeFixedCases(write, byName, now, timeZone, today)) fixedDays.add(key);

  people.forEach((person, index) => {
    // Everyone has a stream of their own, so one person's history does not shift when another changes.
    const rng = createPrng(ATTENDANCE_SEED + person.id * 7919);
    const bench = index >= benchFrom;
    const lastDay = person.archived_at ? shiftDate(person.archived_at, -1) : yesterday;
    const firstDay = fromJoining(person, shiftDate(lastDay, -(bench ? BENCH_HISTORY_DAYS : HISTORY_DAYS) + 1));
    const template = templateOf.get(person.id) ?? null;
    for (const date of datesBetween(firstDay, lastDay)) {
      if (fixedDays.has(`${person.id}:${date}`)) continue;
      const weekday = isoDay(date) <= 5;
      if (holidays.has(date)) continue;
      // Archived people's history is before the published rota: their days were unassigned.
      const shift = person.status === 'active' && weekday && date >= historyStart ? template : null;
      if (weekday && rng.chance(0.035)) {
        const half = rng.chance(0.3) ? rng.pick(['first_half', 'second_half'] as const) : null;
        leaveDays.push({ userId: person.id, date, type: rng.chance(0.7) ? 'Annual leave' : 'Sick leave', spent: half ?? 'full' });
        if (half) write(person.id, date, shift, planDay(rng, date, shift, half));
        continue;
      }
      if (weekday) {
        if (rng.chance(0.03)) continue; // absent
        write(person.id, date, shift, planDay(rng, date, shift, null));
      } else if (!bench && rng.chance(0.025)) {
        write(person.id, date, null, planDay(rng, date, null, null)); // a weekend day without a shift
      }
    }

    // Today: people whose shift has begun have clocked in; some are on their lunch break.
    if (bench || person.status !== 'active' || NOTHING_TODAY.has(person.username) || fixedDays.has(`${person.id}:${today}`)) return;
    if (isoDay(today) > 5 || holidays.has(today) || !rng.chance(0.75)) return;
    const shape = template ? templates.get(template)! : { start: 9 * 60, end: 17 * 60 + 30, work: 480 };
    const start = at(today, shape.start + rng.int(-12, 20));
    if (start >= wallNow) return;
    const lunch = at(today, shape.start + 210 + rng.int(0, 60));
    const onBreak = lunch < wallNow && addSeconds(lunch, 40 * 60) > wallNow;
    const tookBreak = addSeconds(lunch, 40 * 60) <= wallNow;
    write(person.id, today, template, {
      place: rng.chance(0.15) ? 2 : 1,
      comment: null,
      clocks: [
        {
          start,
          end: null,
          approved: true,
          breaks: onBreak ? [{ start: lunch, end: null }] : tookBreak ? [{ start: lunch, end: addSeconds(lunch, 30 * 60) }] : [],
        },
      ],
    });
  });
  return leaveDays;
}

/** Whose days the fixed cases are. */
export const FIXED_CASE_PEOPLE = ['sofia.alvarez', 'noah.becker', 'aisha.khan'] as const;
export type FixedCasePerson = (typeof FIXED_CASE_PEOPLE)[number];

/**
 * The fixed cases the e2e tests drive: Sofia Alvarez's clock left running for 20 hours (abnormal)
 * after a normal day, Noah Becker's corrected clock-out of yesterday waiting for a reviewer
 * (irregular), Aisha Khan's plain office day yesterday. Answers the person:date keys it wrote.
 */
function writeFixedCases(write: WriteDay, byName: ReadonlyMap<string, { id: number }>, now: Date, timeZone: string, today: string): string[] {
  const yesterday = shiftDate(today, -1);
  const written: string[] = [];
  const fixed = (username: string, date: string) => written.push(`${byName.get(username)?.id}:${date}`);

  // Sofia Alvarez forgot to clock out: her clock has run for 20 hours (abnormal), after a normal day before it.
  const sofia = byName.get('sofia.alvarez');
  if (sofia) {
    const openStart = formatWallTime(new Date(now.getTime() - 20 * 3_600_000), timeZone).slice(0, 16) + ':00';
    const openDate = openStart.slice(0, 10);
    const dayBefore = shiftDate(openDate, -1);
    write(sofia.id, dayBefore, 'Morning', {
      place: 1,
      comment: null,
      clocks: [{ start: `${dayBefore} 09:00:00`, end: `${dayBefore} 17:30:00`, approved: true, breaks: [{ start: `${dayBefore} 12:30:00`, end: `${dayBefore} 13:00:00` }] }],
    });
    write(sofia.id, openDate, 'Morning', { place: 1, comment: null, clocks: [{ start: openStart, end: null, approved: true, breaks: [] }] });
    for (const date of datesBetween(dayBefore, today)) fixed('sofia.alvarez', date);
  }
  // Noah Becker's clock-out of yesterday was corrected and waits for a reviewer (irregular).
  if (byName.has('noah.becker')) {
    write(byName.get('noah.becker')!.id, yesterday, 'Morning', {
      place: 1,
      comment: 'Forgot to clock out, corrected the time.',
      clocks: [{ start: `${yesterday} 08:56:00`, end: `${yesterday} 17:41:00`, approved: false, breaks: [{ start: `${yesterday} 12:30:00`, end: `${yesterday} 13:00:00` }] }],
    });
    fixed('noah.becker', yesterday);
  }
  // Aisha Khan worked a plain office day yesterday (the remote toggle's subject).
  if (byName.has('aisha.khan')) {
    write(byName.get('aisha.khan')!.id, yesterday, 'Morning', {
      place: 1,
      comment: null,
      clocks: [{ start: `${yesterday} 08:52:00`, end: `${yesterday} 17:36:00`, approved: true, breaks: [{ start: `${yesterday} 12:15:00`, end: `${yesterday} 12:45:00` }] }],
    });
    fixed('aisha.khan', yesterday);
  }
  return written;
}

/**
 * The fixed cases again, as of `now` (POST /__dev/attendance/fixed-cases): a test that uses one up
 * (corrects Sofia's clock, approves Noah's, marks Aisha's day remote) is retried on the case as seeded.
 * Each of the three people's days the cases cover is replaced, and nothing else; `usernames` limits
 * it to some of them (tests running side by side each take back only their own person's case).
 */
export function reseedFixedCases(db: Database, now: Date, usernames: readonly FixedCasePerson[] = FIXED_CASE_PEOPLE): { today: string; yesterday: string } {
  const timeZone = new SettingsStore(db).get().timezone;
  const wallNow = formatWallTime(now, timeZone);
  const today = wallNow.slice(0, 10);
  const byName = new Map(
    (db.prepare('SELECT id, username FROM users').all() as { id: number; username: string }[])
      .filter((person) => (usernames as readonly string[]).includes(person.username))
      .map((person) => [person.username, person]),
  );
  // The days the cases cover (Sofia's today too, when her clock started yesterday), emptied first.
  const covered = writeFixedCases(() => undefined, byName, now, timeZone, today);
  const remove = db.prepare('DELETE FROM attendances WHERE user_id = ? AND working_date = ?');
  db.transaction(() => {
    for (const key of covered) {
      const [id, date] = key.split(':');
      remove.run(Number(id), date);
    }
    writeFixedCases(attendanceWriter(db, wallNow), byName, now, timeZone, today);
  })();
  return { today, yesterday: shiftDate(today, -1) };
}

function pickTemplate(prng: Prng): TemplateName {
  const roll = prng.next();
  if (roll < 0.72) return 'Morning';
  if (roll < 0.85) return 'Early';
  if (roll < 0.95) return 'Late';
  return 'Part-time';
}

/**
 * Generated colleagues for the performance bench (UPSTREAM_SEED_PEOPLE):
 * deterministic names from the demo's own, numbered so they stay unique.
 */
export function benchPeople(count: number) {
  const prng = createPrng(ATTENDANCE_SEED + 1);
  const firsts = COLLEAGUES.map((c) => c.first_name);
  const lasts = COLLEAGUES.map((c) => c.last_name.replace(/[^A-Za-z]/g, ''));
  return Array.from({ length: count }, (_, i) => {
    const first_name = firsts[i % firsts.length]!;
    const last_name = lasts[Math.floor(i / firsts.length + i) % lasts.length]!;
    const department = prng.pick(DEPARTMENTS);
    const username = `${first_name.toLowerCase()}.${last_name.toLowerCase()}${i + 1}`;
    return {
      first_name,
      last_name,
      email: `${username}@bench.crewdesk.test`,
      username,
      gender: COLLEAGUES[i % COLLEAGUES.length]!.gender,
      role: 'Employee' as const,
      department: department.name,
      designation: prng.pick(department.designations.slice(1)) as string,
      joining_date: `20${prng.int(15, 23)}-0${prng.int(1, 9)}-1${prng.int(0, 9)}`,
      date_of_birth: `19${prng.int(70, 99)}-0${prng.int(1, 9)}-2${prng.int(0, 8)}`,
      archived_at: null,
    };
  });
}
