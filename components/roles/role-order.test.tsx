import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DeleteRoleButton } from '@/components/roles/role-actions';
import { RoleOrder } from '@/components/roles/role-order';
import { DialogsProvider } from '@/components/shell/dialogs';
import { preloadDialog } from '@/components/ui/dialog';
import type { Role } from '@/lib/roles/schemas';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }) }));

/** Roles as roles-with-permissions gives them with the spec's fields (no users or permissions counts). */
const specRoles: Role[] = [
  { id: 1, name: 'Admin', position: 1, is_admin: true, is_default: false },
  { id: 2, name: 'Manager', position: 2, is_admin: false, is_default: false },
];

const wrap = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DialogsProvider>{node}</DialogsProvider>
    </QueryClientProvider>,
  );

beforeAll(() => preloadDialog());

describe('the roles list from an answer without counts', () => {
  it('names each role and leaves the counts out (no “undefined”, no empty line)', () => {
    wrap(<RoleOrder roles={specRoles} selectedId={2} href="/settings/general-settings/role-permissions" canManage={false} />);
    const manager = screen.getByRole('link', { name: 'Manager' });
    expect(manager).toHaveTextContent(/^Manager$/);
    expect(screen.getByRole('link', { name: /Admin/ })).toHaveTextContent(/^Adminevery permission$/);
    expect(document.body).not.toHaveTextContent('undefined');
    expect(manager.querySelectorAll('span')).toHaveLength(1);
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
});
