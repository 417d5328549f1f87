import { availableClockEvents, clockDayOf, clockRefusal, clockStateOf, nextClockState, todaysSummary } from '@/lib/time/clock-state';

describe('the clocking state machine', () => {
  it('reads the state from the summary flags', () => {
    expect(clockStateOf({ is_clocked_in: false, is_on_break: false })).toBe('clocked_out');
    expect(clockStateOf({ is_clocked_in: true, is_on_break: false })).toBe('clocked_in');
    expect(clockStateOf({ is_clocked_in: true, is_on_break: true })).toBe('on_break');
  });

  it('goes clock in → break → resume → clock out', () => {
    let state = nextClockState('clocked_out', 'clock_in');
    expect(state).toBe('clocked_in');
    state = nextClockState(state!, 'break');
    expect(state).toBe('on_break');
    state = nextClockState(state!, 'resume');
    expect(state).toBe('clocked_in');
    expect(nextClockState(state!, 'clock_out')).toBe('clocked_out');
  });

  it('lets a break end with the clock-out', () => {
    expect(nextClockState('on_break', 'clock_out')).toBe('clocked_out');
  });

  it('refuses the steps that make no sense, with the reason', () => {
    expect(nextClockState('clocked_in', 'clock_in')).toBeNull();
    expect(clockRefusal('clocked_in', 'clock_in')).toBe('You are already clocked in.');
    expect(clockRefusal('clocked_out', 'break')).toBe('You are not clocked in.');
    expect(clockRefusal('on_break', 'break')).toBe('You are already on a break.');
    expect(clockRefusal('clocked_in', 'resume')).toBe('You are not on a break.');
    expect(clockRefusal('clocked_out', 'clock_out')).toBe('You are not clocked in.');
    expect(clockRefusal('clocked_out', 'clock_in')).toBeNull();
  });

  it('offers the buttons the state and the server flags allow', () => {
    const all = { can_clock: true, can_break: true };
    expect(availableClockEvents('clocked_out', all)).toEqual(['clock_in']);
    expect(availableClockEvents('clocked_in', all)).toEqual(['break', 'clock_out']);
    expect(availableClockEvents('on_break', all)).toEqual(['resume', 'clock_out']);
    expect(availableClockEvents('clocked_in', { can_clock: true, can_break: false })).toEqual(['clock_out']);
    expect(availableClockEvents('clocked_in', { can_clock: false, can_break: true })).toEqual(['break']);
    expect(availableClockEvents('clocked_out', { can_clock: false, can_break: true })).toEqual([]);
  });
});

describe('the day the clock widget shows', () => {
  const base = { server_time: '2026-03-10 00:20:00', spent_time: 29_700, total_on_clocked: 30_000, start_time: '2026-03-09 09:00:00', end_time: '2026-03-09 17:45:00', review_status: 'completed', review_text: 'Done.', shift: { name: 'Morning' }, abnormal: false };

  it('is today when the summary is of today or of nothing yet', () => {
    expect(clockDayOf({ ...base, working_date: '2026-03-10', is_clocked_in: false })).toEqual({ kind: 'today' });
    expect(clockDayOf({ ...base, working_date: null, is_clocked_in: false })).toEqual({ kind: 'today' });
  });

  it('sets a finished earlier day aside after midnight', () => {
    const finished = { ...base, working_date: '2026-03-09', is_clocked_in: false };
    expect(clockDayOf(finished)).toEqual({ kind: 'new_day', last: '2026-03-09' });
    expect(todaysSummary(finished)).toMatchObject({ working_date: null, spent_time: 0, start_time: null, end_time: null, review_status: null, shift: null });
  });

  it('keeps a clock still running from an earlier day, with its date', () => {
    const open = { ...base, working_date: '2026-03-09', is_clocked_in: true };
    expect(clockDayOf(open)).toEqual({ kind: 'open_since', date: '2026-03-09' });
    expect(todaysSummary(open)).toBe(open);
  });
});
