import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { DialogsProvider } from '@/components/shell/dialogs';
import { SettingsWelcomeWizard } from '@/components/leave/welcome-wizard';
import { MANAGER_PERMISSIONS } from '@/lib/auth/permissions';
import type { WelcomeWizard } from '@/lib/leave/schemas';
import { wizardAccess } from '@/lib/leave/wizard-steps';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), prefetch: jest.fn() }) }));

const wizard: WelcomeWizard = { show: true, steps: { leave_types: true, leave_policies: true, review_processes: true, holidays: false } };

function renderWizard(held: readonly string[]) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <DialogsProvider>
        <SettingsWelcomeWizard wizard={wizard} access={wizardAccess(new Set(held))} />
      </DialogsProvider>
    </QueryClientProvider>,
  );
}

describe('the leave settings welcome wizard', () => {
  it('is not shown to a reviewer who may neither open a step nor close it (the seeded manager on All leave)', () => {
    const { container } = renderWizard(MANAGER_PERMISSIONS);
    expect(container).toBeEmptyDOMElement();
  });

  it('links only the steps the viewer may open, and offers to close it only to who may', () => {
    renderWizard(['view_holiday']);
    const steps = screen.getByRole('list', { name: 'Leave setup steps' });
    expect(within(steps).getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/settings/leave/holidays');
    expect(screen.queryByRole('button', { name: 'Don’t show again' })).not.toBeInTheDocument();
  });

  it('gives an administrator the next step and the close button', () => {
    renderWizard(['view_holiday', 'manage_leave_type']);
    expect(screen.getByRole('link', { name: 'Start' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Don’t show again' })).toBeInTheDocument();
  });

  it('stays for someone who may close it though every open step is out of their reach', () => {
    renderWizard(['manage_leave_policy']);
    expect(screen.getByRole('heading', { name: 'Set up leave' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
