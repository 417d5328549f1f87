import { render } from '@testing-library/react';
import { ShellFingerprintContext, ShellFreshness } from '@/components/shell/shell-freshness';
import { shellFingerprint } from '@/lib/shell/sidebar';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

const sidebar = [{ name: 'Leave', icon: 'leave', routes: [{ name: 'My leave', icon: 'leave', route_name: '/leaves/self', type: 'admin' }] }];
const employee = { permissions: ['view_leave_application'], sidebar };
const manager = { permissions: ['view_leave_application', 'view_any_attendance'], sidebar };

const page = (shell: string, now: string) => (
  <ShellFingerprintContext value={shell}>
    <ShellFreshness fingerprint={now} />
  </ShellFingerprintContext>
);

beforeEach(() => mockRefresh.mockReset());

describe('the shell kept current', () => {
  it('fingerprints what the shell shows for a person: the same for the same permissions, in any order', () => {
    expect(shellFingerprint(employee)).toBe(shellFingerprint({ ...employee, permissions: [...employee.permissions] }));
    expect(shellFingerprint(manager)).toBe(shellFingerprint({ ...manager, permissions: [...manager.permissions].reverse() }));
    expect(shellFingerprint(manager)).not.toBe(shellFingerprint(employee));
  });

  it('leaves a current shell alone', () => {
    render(page(shellFingerprint(employee), shellFingerprint(employee)));
    expect(mockRefresh).not.toHaveBeenCalled();
  });

  it('draws the shell again, once, when the page was drawn for other permissions', () => {
    const view = render(page(shellFingerprint(employee), shellFingerprint(manager)));
    expect(mockRefresh).toHaveBeenCalledTimes(1);
    // The same difference again (the refresh has not landed yet): no second refresh, no loop.
    view.rerender(page(shellFingerprint(employee), shellFingerprint(manager)));
    render(page(shellFingerprint(employee), shellFingerprint(manager)));
    expect(mockRefresh).toHaveBeenCalledTimes(1);
    // Once the shell caught up, the next change refreshes again.
    render(page(shellFingerprint(manager), shellFingerprint(manager)));
    render(page(shellFingerprint(manager), shellFingerprint(employee)));
    render(page(shellFingerprint(employee), shellFingerprint(employee)));
    render(page(shellFingerprint(employee), shellFingerprint(manager)));
    expect(mockRefresh).toHaveBeenCalledTimes(3);
  });
});
