import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DeleteRoleButton } from '@/components/roles/role-actions';
import { RoleOrder } from '@/components/roles/role-order';
import { DialogsProvider } from '@/components/shell/dialogs';
import { preloadDialog } from '@/components/ui/dialog';
import type { Role } from '@/lib/roles/schemas';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }) }));

/** Roles as roles-with-permissions gives them with the spec's fields (id, name, position: no counts, no administrator or default flag). */
const specRoles: Role[] = [
  { id: 1, name: 'Admin', position: 1 },
  { id: 2, name: 'Manager', position: 2 },
];
/** The reference upstream's roles, flagged. */
const flaggedRoles: Role[] = [
  { id: 1, name: 'Admin', position: 1, is_admin: true, is_default: false },
  { id: 2, name: 'Manager', position: 2, is_admin: false, is_default: false },
  { id: 3, name: 'Employee', position: 3, is_admin: false, is_default: true },
];

const wrap = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DialogsProvider>{node}</DialogsProvider>
    </QueryClientProvider>,
  );

beforeAll(() => preloadDialog());
beforeEach(() => {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify({ message: 'Done.' }) }) as Response) as typeof fetch;
});

describe('the roles list from an answer without counts', () => {
  it('names each role and leaves the counts out (no “undefined”, no empty line)', () => {
    wrap(<RoleOrder roles={specRoles} selectedId={2} href="/settings/general-settings/role-permissions" canManage={false} />);
    const manager = screen.getByRole('link', { name: 'Manager' });
    expect(manager).toHaveTextContent(/^Manager$/);
    // Nothing says it is the administrator role: no “every permission”.
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveTextContent(/^Admin$/);
    expect(document.body).not.toHaveTextContent('undefined');
    expect(manager.querySelectorAll('span')).toHaveLength(1);
  });

  it('says the administrator role holds every permission when the answer flags it', () => {
    wrap(<RoleOrder roles={flaggedRoles} selectedId={2} href="/r" canManage={false} />);
    expect(screen.getByRole('link', { name: /Admin/ })).toHaveTextContent(/^Adminevery permission$/);
  });

  it('shows the counts an answer gives', () => {
    wrap(<RoleOrder roles={[{ ...specRoles[1]!, users_count: 1, permissions_count: 3 }]} selectedId={2} href="/r" canManage={false} />);
    expect(screen.getByRole('link', { name: /Manager/ })).toHaveTextContent('1 person · 3 permissions');
  });

  it('asks what becomes of a role’s people when nobody has counted them', async () => {
    wrap(<DeleteRoleButton role={specRoles[1]!} roles={specRoles} href="/r" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete Manager' })));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Manager' });
    expect(dialog).toHaveTextContent('What should happen to the people who hold this role?');
    expect(dialog).not.toHaveTextContent('undefined');
  });

  it('offers to delete a role the answer does not flag, and moves its people to no role until the user picks one', async () => {
    wrap(<DeleteRoleButton role={specRoles[1]!} roles={specRoles} href="/r" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete Manager' })));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Manager' });
    expect(screen.getByRole('combobox', { name: 'Move them to' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose a role' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Move them to' })).toBeRequired();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete role' })));
    expect(global.fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('combobox', { name: 'Move them to' }), { target: { value: '1' } });
    expect(screen.getByRole('combobox', { name: 'Move them to' })).toHaveValue('1');
    expect(dialog).not.toHaveTextContent('undefined');
  });

  it('moves a deleted role’s people to the default role the answer flags, and offers no delete for the flagged roles', async () => {
    wrap(
      <>
        <DeleteRoleButton role={flaggedRoles[0]!} roles={flaggedRoles} href="/r" />
        <DeleteRoleButton role={flaggedRoles[2]!} roles={flaggedRoles} href="/r" />
        <DeleteRoleButton role={flaggedRoles[1]!} roles={flaggedRoles} href="/r" />
      </>,
    );
    expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete Manager' })));
    await screen.findByRole('dialog', { name: 'Delete Manager' });
    expect(screen.getByRole('combobox', { name: 'Move them to' })).toHaveValue('3');
    expect(screen.queryByRole('option', { name: 'Choose a role' })).toBeNull();
  });
});
