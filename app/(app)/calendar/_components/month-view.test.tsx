import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { entriesByDate } from '@/lib/calendar/model';
import { leaveEntry } from '@/lib/calendar/test-entries';
import { MonthView } from './month-view';

function setup() {
  const onOpenDay = jest.fn();
  const onMoveOutside = jest.fn();
  const entries = ['Ann Lee', 'Bo Park', 'Cy Diaz', 'Di Moss', 'Ed Fox'].map((name, index) => leaveEntry(index + 1, '2026-11-10', name));
  render(
    <MonthView
      month="2026-11"
      firstDayOfWeek={1}
      caption="November 2026"
      byDate={entriesByDate(entries)}
      today="2026-11-24"
      formats={{ dateFormat: 'YYYY-MM-DD', timeFormat: 2 }}
      links={{ holidays: false, shifts: false }}
      onOpenDay={onOpenDay}
      onMoveOutside={onMoveOutside}
    />,
  );
  return { onOpenDay, onMoveOutside };
}

const cell = (date: string) => screen.getByRole('gridcell', { name: new RegExp(`^\\w+day, ${date}`) });

describe('MonthView', () => {
  it('lays out whole weeks from Monday, marks today and dims the days of other months', () => {
    setup();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(screen.getAllByRole('row')).toHaveLength(7);
    expect(screen.getAllByRole('gridcell')[0]).toHaveAccessibleName(/^Monday, 2026-10-26/);
    expect(cell('2026-11-24')).toHaveAttribute('aria-current', 'date');
    // Other months' days are told apart by a muted day number (still 4.5:1 on their grey cell), not by fading the whole day.
    const dayNumber = (date: string) => within(cell(date)).getByText(String(Number(date.slice(8))), { selector: 'button' });
    expect(dayNumber('2026-10-26')).toHaveClass('text-slate-500');
    expect(dayNumber('2026-11-01')).toHaveClass('text-slate-800');
    expect(cell('2026-10-26').querySelector('.opacity-50')).toBeNull();
    expect(cell('2026-11-24')).toHaveAccessibleName('Tuesday, 2026-11-24 (today): nothing');
    // Only today's cell is in the tab order.
    expect(screen.getAllByRole('gridcell').filter((element) => element.tabIndex === 0)).toEqual([cell('2026-11-24')]);
  });

  it('shows two entries and "+3 more" on a full day, which opens the day', () => {
    const { onOpenDay } = setup();
    const day = cell('2026-11-10');
    expect(day).toHaveAccessibleName('Tuesday, 2026-11-10: 5 entries');
    expect(within(day).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/leave/application/view/1', '/leave/application/view/2']);
    fireEvent.click(within(day).getByRole('button', { name: '+3 more' }));
    expect(onOpenDay).toHaveBeenCalledWith('2026-11-10');
  });

  it('moves between days with the arrow keys, Home and End, opens a day with Enter, and turns the page past the edge', () => {
    const { onOpenDay, onMoveOutside } = setup();
    act(() => cell('2026-11-24').focus());
    fireEvent.keyDown(cell('2026-11-24'), { key: 'ArrowRight' });
    expect(cell('2026-11-25')).toHaveFocus();
    fireEvent.keyDown(cell('2026-11-25'), { key: 'ArrowUp' });
    expect(cell('2026-11-18')).toHaveFocus();
    expect(cell('2026-11-18').tabIndex).toBe(0);
    fireEvent.keyDown(cell('2026-11-18'), { key: 'End' });
    expect(cell('2026-11-22')).toHaveFocus();
    fireEvent.keyDown(cell('2026-11-22'), { key: 'Home' });
    expect(cell('2026-11-16')).toHaveFocus();
    fireEvent.keyDown(cell('2026-11-16'), { key: 'Enter' });
    expect(onOpenDay).toHaveBeenCalledWith('2026-11-16');
    // The grid ends on Sunday 6 December: a step past it asks for the next page.
    act(() => cell('2026-12-06').focus());
    fireEvent.keyDown(cell('2026-12-06'), { key: 'ArrowRight' });
    expect(onMoveOutside).toHaveBeenCalledWith('2026-12-07');
  });
});
