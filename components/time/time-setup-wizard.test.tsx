import { render, screen } from '@testing-library/react';
import { TimeSetupWizard } from '@/components/time/time-setup-wizard';

jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn() }) }));

describe('the bird view’s set-up steps', () => {
  it('link both screens for an administrator', () => {
    render(<TimeSetupWizard held={new Set(['view_any_attendance', 'view_shift_template', 'view_shift_calendar'])} />);
    expect(screen.getByRole('link', { name: 'Shift templates' })).toHaveAttribute('href', '/settings/time/shift-templates');
    expect(screen.getByRole('link', { name: 'Shift assignment' })).toHaveAttribute('href', '/settings/time/shift-assignment');
  });

  it('link only the screen the viewer may open', () => {
    render(<TimeSetupWizard held={new Set(['view_any_attendance', 'view_shift_calendar'])} />);
    expect(screen.queryByRole('link', { name: 'Shift templates' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shift assignment' })).toBeInTheDocument();
  });

  it('say who sets shifts up to a viewer who may open neither, with no link to a 403', () => {
    render(<TimeSetupWizard held={new Set(['view_any_attendance'])} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/Once an administrator has created shift templates and assigned shifts/)).toBeInTheDocument();
  });
});
