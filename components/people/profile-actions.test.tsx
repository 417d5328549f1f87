import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { ProfileActions } from '@/components/people/profile-actions';
import { DialogsProvider } from '@/components/shell/dialogs';
import { profileInView } from '@/lib/people/profile';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }) }));

const SPEC_PERSON = { id: 3, name: 'Emma Novak', avatar: '/images/avatar.png', discharged_date: null, discharged_reason: null, is_discharge_applied: false };
const HR = { id: 1, permissions: new Set(['view_employee', 'edit_employee', 'discharge_employee', 'add_employee']) };

const renderActions = (view: ReturnType<typeof profileInView>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DialogsProvider>
        <ProfileActions person={view.person} can={view.can} />
      </DialogsProvider>
    </QueryClientProvider>,
  );

const labels = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('the profile actions of a view answered with the spec’s fields only (no can, no status)', () => {
  it('offers HR what the viewer’s permissions allow and the person’s known state permits; what needs the unknown status or privacy is left out', () => {
    renderActions(profileInView({ data: SPEC_PERSON }, HR, 'emma.novak'));
    expect(labels()).toEqual(['Change role']);
  });

  it('offers restoring (and duplicating) a discharged person: the discharge is the spec’s', () => {
    renderActions(profileInView({ data: { ...SPEC_PERSON, is_discharge_applied: true } }, HR, 'emma.novak'));
    expect(labels()).toEqual(['Duplicate profile', 'Restore']);
  });

  it('offers nothing to a colleague without HR permissions', () => {
    renderActions(profileInView({ data: SPEC_PERSON }, { id: 1, permissions: new Set(['view_attendance']) }, 'emma.novak'));
    expect(screen.queryByRole('group', { name: 'Profile actions' })).toBeNull();
  });

  it('offers the privacy toggle on one’s own profile once the answer says whether it is private', () => {
    renderActions(profileInView({ data: { ...SPEC_PERSON, is_profile_private: true } }, { id: 3, permissions: new Set() }, 'emma.novak'));
    expect(labels()).toEqual(['Make profile public']);
  });
});
