import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useFocusOnSwap } from '@/components/ui/use-focus-on-swap';

/** The goal dialog's owner field in small: a search box that becomes a name with Change. */
function OwnerField({ onRender }: { onRender?: (set: (owner: string | null) => void) => void }) {
  const [owner, setOwner] = useState<string | null>(null);
  onRender?.(setOwner);
  const focus = useFocusOnSwap<'change' | 'search'>(owner);
  return owner ? (
    <p>
      {owner}
      <button
        ref={focus.part('change')}
        type="button"
        onClick={() => {
          focus.swapTo('search');
          setOwner(null);
        }}
      >
        Change
      </button>
    </p>
  ) : (
    <div ref={focus.part('search')}>
      <input aria-label="Owner" />
      <button
        type="button"
        onClick={() => {
          focus.swapTo('change');
          setOwner('Aisha Khan');
        }}
      >
        Aisha Khan
      </button>
    </div>
  );
}

test('a picked person hands the focus to Change, and Change hands it to the search box', () => {
  render(<OwnerField />);
  const pick = screen.getByRole('button', { name: 'Aisha Khan' });
  act(() => pick.focus());
  act(() => pick.click());
  expect(screen.getByRole('button', { name: 'Change' })).toHaveFocus();
  act(() => screen.getByRole('button', { name: 'Change' }).click());
  expect(screen.getByRole('textbox', { name: 'Owner' })).toHaveFocus();
});

test('a swap nobody asked for (the form reset, new data) leaves the focus where it is', () => {
  let set: (owner: string | null) => void = () => undefined;
  render(
    <>
      <input aria-label="Goal" />
      <OwnerField onRender={(setter) => (set = setter)} />
    </>,
  );
  const goal = screen.getByRole('textbox', { name: 'Goal' });
  act(() => goal.focus());
  act(() => set('Aisha Khan'));
  expect(screen.getByRole('button', { name: 'Change' })).toBeInTheDocument();
  expect(goal).toHaveFocus();
});
