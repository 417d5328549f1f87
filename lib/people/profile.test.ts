import { profileInView } from '@/lib/people/profile';

const SPEC_PERSON = { id: 3, name: 'Emma Novak', avatar: '/images/avatar.png', discharged_date: null, discharged_reason: null, is_discharge_applied: false };
const viewer = (id: number, ...permissions: string[]) => ({ id, permissions: new Set(permissions) });
const ALL_NO = { edit: false, change_status: false, change_role: false, reset_password: false, change_privacy: false, discharge: false, invite: false, edit_employment: false };

describe('the profile in view from the spec’s fields only', () => {
  it('names the person by the username asked for, and knows nothing more than the answer says', () => {
    const { person } = profileInView({ data: SPEC_PERSON }, viewer(1), 'emma.novak');
    expect(person).toMatchObject({ id: 3, name: 'Emma Novak', username: 'emma.novak', is_own: false, visibility: 'public' });
    expect(person.status).toBeUndefined();
    expect(person.designation_name).toBeUndefined();
    expect(person.is_profile_private).toBeUndefined();
  });

  it('is the viewer’s own when the viewer is the person (/authorization’s author id), seen in full', () => {
    const { person, can } = profileInView({ data: SPEC_PERSON }, viewer(3), 'emma.novak');
    expect(person).toMatchObject({ is_own: true, visibility: 'full' });
    // One's own profile: edit it and its privacy; nothing that needs HR's permissions.
    expect(can).toEqual({ ...ALL_NO, edit: true, change_privacy: true });
  });

  it('is seen in full with view_employee, in public without', () => {
    expect(profileInView({ data: SPEC_PERSON }, viewer(1, 'view_employee'), 'emma.novak').person.visibility).toBe('full');
    expect(profileInView({ data: SPEC_PERSON }, viewer(1, 'view_attendance'), 'emma.novak').person.visibility).toBe('public');
  });

  it('gives what the viewer may do by the upstream’s rules: edit_employee, discharge_employee, add_employee', () => {
    expect(profileInView({ data: SPEC_PERSON }, viewer(1), 'emma.novak').can).toEqual(ALL_NO);
    expect(profileInView({ data: SPEC_PERSON }, viewer(1, 'edit_employee'), 'emma.novak').can).toEqual({
      ...ALL_NO,
      edit: true,
      change_status: true,
      change_role: true,
      reset_password: true,
      change_privacy: true,
      edit_employment: true,
    });
    expect(profileInView({ data: SPEC_PERSON }, viewer(1, 'discharge_employee', 'add_employee'), 'emma.novak').can).toEqual({ ...ALL_NO, discharge: true, invite: true });
    // Not on oneself: status, role and discharge.
    expect(profileInView({ data: SPEC_PERSON }, viewer(3, 'edit_employee', 'discharge_employee'), 'emma.novak').can).toEqual({
      ...ALL_NO,
      edit: true,
      reset_password: true,
      change_privacy: true,
      edit_employment: true,
    });
  });

  it('is discharged when the discharge is applied, though the answer has no status', () => {
    expect(profileInView({ data: { ...SPEC_PERSON, is_discharge_applied: true } }, viewer(1), 'emma.novak').person.status).toBe('discharged');
  });
});

describe('the profile in view from the reference upstream’s answer', () => {
  it('takes what the answer says over what could be derived', () => {
    const can = { ...ALL_NO, invite: true };
    const data = { ...SPEC_PERSON, username: 'emma', designation_name: null, status: 'invited' as const, visibility: 'full' as const, is_own: false, is_profile_private: true };
    const view = profileInView({ data, can }, viewer(3, 'edit_employee'), 'emma.novak');
    expect(view.can).toBe(can);
    expect(view.person).toMatchObject({ username: 'emma', status: 'invited', visibility: 'full', is_own: false, is_profile_private: true, designation_name: null });
  });
});
