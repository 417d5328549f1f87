import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PersonCombobox, type PersonChoice } from '@/components/kit/person-combobox';

const ava: PersonChoice = { id: 1, name: 'Ava Sinclair', designation_name: 'HR Director' };
const emma: PersonChoice = { id: 3, name: 'Emma Novak', designation_name: 'Software Engineer' };
const zoe: PersonChoice = { id: 7, name: 'Zoë Ångström-Søren', designation_name: null };
const marcus: PersonChoice = { id: 2, name: 'Marcus Reed', designation_name: 'Operations Manager' };
const people = [ava, emma, marcus, zoe];

/** Whose option it is: the person of `list` whose name it shows (after the avatar's initials, before the designation). */
const nameIn = (option: HTMLElement, list: readonly PersonChoice[]) => list.find((person) => option.textContent!.includes(person.name))?.name;

function setup(props: Partial<Parameters<typeof PersonCombobox>[0]> = {}) {
  const onChoose = jest.fn();
  const view = render(<PersonCombobox label="Apply for" people={people} value={ava} onChoose={onChoose} {...props} />);
  const box = screen.getByRole('combobox', { name: 'Apply for' });
  const list = () => screen.getByRole('listbox', { name: 'Apply for', hidden: true });
  const options = () => within(list()).queryAllByRole('option', { hidden: true });
  const names = () => options().map((option) => nameIn(option, props.people ?? people));
  return { ...view, box, list, options, names, onChoose };
}

describe('PersonCombobox', () => {
  const scrolled: string[] = [];
  beforeAll(() => {
    // jsdom does not lay out: record which option the list was asked to bring into view.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
  });
  beforeEach(() => {
    scrolled.length = 0;
  });

  it('has the chosen person’s name in the server’s HTML, the list closed', () => {
    const html = renderToString(<PersonCombobox label="Apply for" people={people} value={emma} onChoose={() => {}} />);
    expect(html).toMatch(/<input[^>]*role="combobox"[^>]*aria-expanded="false"[^>]*value="Emma Novak"/);
    expect(html).not.toContain('role="option"');
  });

  it('lists the people whose name or designation holds every typed word, in any order, whatever the case and accents', () => {
    const { box, list, names } = setup();
    expect(box).toHaveValue('Ava Sinclair');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(list()).not.toBeVisible();

    fireEvent.change(box, { target: { value: 'NOVAK em' } });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(list()).toBeVisible();
    expect(names()).toEqual(['Emma Novak']);
    expect(within(list()).getByRole('option')).toHaveTextContent('Software Engineer');
    expect(screen.getByRole('status')).toHaveTextContent('1 match');

    fireEvent.change(box, { target: { value: 'soren angstrom zoe' } });
    expect(names()).toEqual(['Zoë Ångström-Søren']);
    fireEvent.change(box, { target: { value: 'manager' } });
    expect(names()).toEqual(['Marcus Reed']);
    fireEvent.change(box, { target: { value: 'emma reed' } });
    expect(names()).toEqual([]);
    expect(screen.getAllByText('No one found')).toHaveLength(2);
  });

  it('moves through the matches with the arrows, round from the ends, and chooses with Enter', () => {
    const { box, options, onChoose } = setup();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toHaveLength(4);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', options()[3]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');
    expect(scrolled.at(-1)).toBe(options()[1]!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith(emma);
    expect(box).toHaveValue('Emma Novak');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  // fireEvent's answer is false when the key's default (here: the form's submit) was prevented.
  it('Enter takes the one match typed, and never submits the form while a name is being looked for', () => {
    const { box, list, onChoose } = setup();
    // The chosen name shown, the list closed: Enter submits the form, as in any field.
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(true);
    fireEvent.change(box, { target: { value: 'e' } });
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false);
    expect(onChoose).not.toHaveBeenCalled();
    // Typed, the list closed: Enter opens it again rather than apply for the person chosen before.
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(list()).not.toBeVisible();
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false);
    expect(list()).toBeVisible();
    fireEvent.change(box, { target: { value: 'reed' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith(marcus);
    // An input method's Enter belongs to the composition.
    fireEvent.change(box, { target: { value: 'nov' } });
    expect(fireEvent.keyDown(box, { key: 'Enter', isComposing: true })).toBe(true);
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('Escape closes the list and keeps what was typed; a second Escape, or leaving the box, puts the chosen name back', () => {
    const { box, list, onChoose } = setup();
    fireEvent.change(box, { target: { value: 'emm' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(list()).not.toBeVisible();
    expect(box).toHaveValue('emm');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('Ava Sinclair');

    fireEvent.change(box, { target: { value: 'marc' } });
    fireEvent.blur(box);
    expect(box).toHaveValue('Ava Sinclair');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('opens on a click or a tap, on the box or its button, and chooses the match clicked', () => {
    const { box, list, names, onChoose } = setup();
    fireEvent.click(box);
    expect(list()).toBeVisible();
    expect(names()).toEqual(['Ava Sinclair', 'Emma Novak', 'Marcus Reed', 'Zoë Ångström-Søren']);
    fireEvent.click(screen.getByRole('option', { name: /Marcus Reed/ }));
    expect(onChoose).toHaveBeenCalledWith(marcus);
    expect(list()).not.toBeVisible();

    const button = screen.getByRole('button', { name: 'Apply for' });
    fireEvent.click(button);
    expect(list()).toBeVisible();
    expect(box).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button);
    expect(list()).not.toBeVisible();
  });

  it('choosing the person already chosen only closes the list', () => {
    const { box, onChoose } = setup();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('option', { name: /Ava Sinclair/ }));
    expect(onChoose).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the value the page gives once it changes (the navigation a choice started has arrived)', () => {
    const { box, rerender } = setup();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('option', { name: /Emma Novak/ }));
    expect(box).toHaveValue('Emma Novak');
    rerender(<PersonCombobox label="Apply for" people={people} value={marcus} onChoose={() => {}} />);
    expect(box).toHaveValue('Marcus Reed');
  });

  it('lists a long list’s first matches and says how many typing would narrow', () => {
    const many: PersonChoice[] = Array.from({ length: 802 }, (_, index) => ({ id: index + 10, name: `Person ${index + 1} Example`, designation_name: index % 2 ? 'Engineer' : 'Accountant' }));
    const { box, options } = setup({ people: many });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(options()).toHaveLength(50);
    expect(screen.getByText('Keep typing to narrow 802 matches (50 shown)')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('802 matches, 50 shown: keep typing to narrow them');
    fireEvent.change(box, { target: { value: 'engineer 10' } });
    const expected = many.filter((person) => person.designation_name === 'Engineer' && person.name.split(' ')[1]!.includes('10')).map((person) => person.name);
    expect(expected).toHaveLength(13);
    expect(options().map((option) => nameIn(option, many))).toEqual(expected);
    expect(screen.queryByText(/Keep typing/)).toBeNull();
  });
});
