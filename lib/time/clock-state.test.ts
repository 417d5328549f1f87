import { availableClockEvents, clockRefusal, clockStateOf, nextClockState } from '@/lib/time/clock-state';

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
