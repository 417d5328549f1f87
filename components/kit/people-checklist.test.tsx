import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { PeopleChecklist } from '@/components/kit/people-checklist';
import type { Person } from '@/lib/shared/schemas';

/** A large company: 800 people, a few with accents, long names and designations, as the assignable list brings them. */
const everyone: Person[] = Array.from({ length: 800 }, (_, i) => ({
  id: i + 1,
  name: i === 700 ? 'Zoë Ångström' : i === 701 ? 'Łukasz Müller' : `Person ${String(i + 1).padStart(3, '0')}`,
  username: `person.${i + 1}`,
  avatar: '',
  designation_name: i % 100 === 0 ? 'Payroll Specialist' : 'Software Engineer',
}));

/** jsdom lays nothing out: the list's box is 224 px high and each row 36 px, as in the dialog. */
const ROW = 36;
const BOX = 224;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => BOX });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => ROW });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  delete (HTMLElement.prototype as { offsetHeight?: number }).offsetHeight;
});

function Harness({ initial = [] }: { initial?: number[] }) {
  const [value, setValue] = useState<number[]>(initial);
  return (
    <>
      <PeopleChecklist people={everyone} value={value} onChange={setValue} />
      <output aria-label="Chosen ids">{value.join(',')}</output>
    </>
  );
}

const list = () => screen.getByRole('list', { name: 'People to choose from' });
const boxes = () => within(list()).queryAllByRole('checkbox');
const chosenIds = () => screen.getByRole('status', { name: 'Chosen ids' }).textContent!.split(',').filter(Boolean).map(Number);
const filter = (text: string) => fireEvent.change(screen.getByRole('searchbox', { name: 'Filter people' }), { target: { value: text } });
function scrollTo(top: number) {
  const scroller = list().parentElement!;
  scroller.scrollTop = top;
  act(() => {
    fireEvent.scroll(scroller);
  });
}

describe('PeopleChecklist', () => {
  it('lists every person of a large company, drawing the rows in view, each named and placed in the whole list', () => {
    render(<Harness />);
    expect(screen.getByText('800 people')).toBeInTheDocument();
    expect(screen.queryByText(/Showing 150/)).not.toBeInTheDocument();
    // A box of 224 px shows about 7 rows, and a few more around them: not 800 checkboxes.
    expect(boxes().length).toBeGreaterThan(6);
    expect(boxes().length).toBeLessThan(30);
    expect(boxes()[0]).toHaveAccessibleName('Person 001 · Payroll Specialist');
    expect(boxes()[0]!.closest('li')).toHaveAttribute('aria-setsize', '800');

    scrollTo(799 * ROW - BOX);
    const last = within(list()).getByRole('checkbox', { name: /Person 800/ });
    expect(last.closest('li')).toHaveAttribute('aria-posinset', '800');
    fireEvent.click(last);
    expect(chosenIds()).toEqual([800]);
  });

  it('keeps the focused checkbox drawn when its row is scrolled out of view, so the focus is not lost', () => {
    render(<Harness />);
    const first = within(list()).getByRole('checkbox', { name: /Person 002/ });
    first.focus();
    scrollTo(400 * ROW);
    expect(within(list()).getByRole('checkbox', { name: /Person 400/ })).toBeInTheDocument();
    expect(first).toBeInTheDocument();
    expect(first).toHaveFocus();
  });

  it('filters the way the upstream searches: every word in any order, case and accents aside, name or designation', () => {
    render(<Harness />);
    filter('angstrom ZOE');
    expect(boxes()).toHaveLength(1);
    expect(boxes()[0]).toHaveAccessibleName('Zoë Ångström · Payroll Specialist');
    filter('muller lukasz');
    expect(boxes()).toHaveLength(1);
    expect(boxes()[0]).toHaveAccessibleName('Łukasz Müller · Software Engineer');
    filter('payroll specialist');
    expect(screen.getByText('8 of 800 people match')).toBeInTheDocument();
    filter('nobody here');
    expect(screen.getByText('No one matches.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Choose/ })).not.toBeInTheDocument();
  });

  it('chooses everyone, or all matching the filter, in one press, keeping who was chosen, and says how many', () => {
    render(<Harness initial={[3]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose everyone (800)' }));
    expect(chosenIds()).toHaveLength(800);
    expect(new Set(chosenIds()).size).toBe(800);
    expect(screen.getByText('(800 chosen)')).toBeInTheDocument();
    expect(screen.getByText('799 people added: 800 chosen')).toHaveAttribute('role', 'status');

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(chosenIds()).toEqual([]);
    expect(screen.getByText('No one chosen')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Filter people' })).toHaveFocus();

    fireEvent.click(within(list()).getByRole('checkbox', { name: /Person 002/ }));
    filter('payroll');
    fireEvent.click(screen.getByRole('button', { name: 'Choose all 8 matching' }));
    expect(chosenIds()).toEqual([2, 1, 101, 201, 301, 401, 501, 601, 701]);
    expect(screen.getByText('8 people added: 9 chosen')).toBeInTheDocument();
  });
});
