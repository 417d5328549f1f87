import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';

describe('Button while loading', () => {
  it('stays focusable and busy, and a click does nothing', () => {
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>Load more</Button>);
    const button = screen.getByRole('button', { name: 'Load more' });
    button.focus();
    rerender(
      <Button loading onClick={onClick}>
        Load more
      </Button>,
    );
    // Not `disabled`: a disabled button drops the focus to the page (the HTML focus fixup).
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Load more</Button>);
    expect(button).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form again: the submit button’s click, which Enter in a field sends too, is cancelled', () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Save</Button>
      </form>,
    );
    screen.getByRole('button', { name: 'Save' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Save
        </Button>
      </form>,
    );
    screen.getByRole('button', { name: 'Save' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is disabled only when asked', () => {
    render(<Button disabled>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
