import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

let radixLoaded = false;
jest.mock('@/components/ui/dropdown-menu-radix', () => {
  radixLoaded = true;
  return jest.requireActual('@/components/ui/dropdown-menu-radix');
});

function ProfileMenu({ onSignOut = () => undefined }: { onSignOut?: () => void }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger aria-label="Profile menu" className="trigger">
        Ava
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuGroup>
          <DropdownMenuLabel>Ava Sinclair</DropdownMenuLabel>
          <DropdownMenuItem>My Profile</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onSignOut}>Sign Out</DropdownMenuItem>
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Profile menu' });

describe('DropdownMenu', () => {
  it('is a plain button with the menu aria until it is used, and loads no Radix', async () => {
    render(<ProfileMenu />);
    await act(async () => undefined);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveAttribute('data-state', 'closed');
    expect(trigger()).toHaveClass('trigger');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(radixLoaded).toBe(false);
  });

  it('opens on Enter pressed before Radix is there, focuses the first item, and Escape gives the focus back', async () => {
    render(<ProfileMenu />);
    act(() => {
      trigger().focus();
      fireEvent.keyDown(trigger(), { key: 'Enter' });
    });
    const menu = await screen.findByRole('menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('aria-labelledby', trigger().id);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus());

    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'My Profile' }), { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus());

    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Sign Out' }), { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the focus on the trigger when Radix swaps in, and opens on ArrowDown', async () => {
    render(<ProfileMenu />);
    act(() => trigger().focus());
    // The swap happens once Radix has loaded; the trigger gets an id from Radix then.
    await waitFor(() => expect(trigger()).toHaveAttribute('id'));
    expect(trigger()).toHaveFocus();
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus());
  });

  it('opens on a press before Radix is there, and selecting an item closes it', async () => {
    const onSignOut = jest.fn();
    render(<ProfileMenu onSignOut={onSignOut} />);
    fireEvent.pointerDown(trigger(), { button: 0, pointerType: 'mouse' });
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
