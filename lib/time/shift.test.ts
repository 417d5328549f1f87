import { endsWhenItStarts, isHhMm, scheduledMinutes, shiftWorkMinutes } from '@/lib/time/shift';

describe('shift arithmetic', () => {
  it('counts a night shift across midnight, and a shift ending when it starts as no time at all', () => {
    expect(shiftWorkMinutes({ start_time: '22:00', end_time: '06:00', break_time: 30 })).toBe(450);
    expect(shiftWorkMinutes({ start_time: '07:00', end_time: '07:00', break_time: 0 })).toBe(0);
    expect(endsWhenItStarts({ start_time: '07:00', end_time: '07:00:00' })).toBe(true);
    expect(endsWhenItStarts({ start_time: '07:00', end_time: '07:30' })).toBe(false);
  });

  it('takes only real times as complete: "25:99", as typed, is none', () => {
    expect(['00:00', '09:05', '23:59'].map(isHhMm)).toEqual([true, true, true]);
    expect(['25:99', '24:00', '09:60', '9:05', '09:05:00', ''].map(isHhMm)).toEqual([false, false, false, false, false, false]);
  });

  it('schedules no work on a public holiday, as My attendance does not', () => {
    const morning = { work_time: 480 };
    expect(scheduledMinutes([{ shifts: [morning] }, { shifts: [morning], holiday: 'Founders Day' }, { shifts: [], holiday: null }])).toBe(480);
  });
});
