import { DIALOG_TEXTS } from '../../lib/messages';
import { reviewerLeavesSchema } from '../../lib/leave/application-schemas';
import { holidayPageSchema, leavePolicyListSchema, leaveTypeListSchema, welcomeWizardUpdateResponseSchema } from '../../lib/leave/schemas';
import type { Upstream } from '../src/server';
import { ApiClient, upstreamWithAdminAndEmployee } from './helpers';

/**
 * Contract test of the settings welcome wizard: shown (in the holidays index)
 * while a leave settings step is missing, following the steps as they are
 * done, and closed for good by the app settings' welcome-wizard update.
 * Its own upstream: it empties the tenant's leave types and policies (and
 * its leave applications first: a type they use cannot be deleted).
 */

let upstream: Upstream, admin: ApiClient, employee: ApiClient;

const P = '/settings/leave/leave';
const UPDATE = '/settings/general/application/welcome-wizard/update';
const wizard = async () => holidayPageSchema.parse((await admin.get(`${P}/holidays/index`)).body).settings_welcome_wizard;

/** Deletes every leave application of the tenant through the reviewers' delete call, a page at a time. */
async function deleteEveryLeaveApplication() {
  for (;;) {
    const { data } = reviewerLeavesSchema.parse((await admin.get('/leave/reviewer-leaves/index?per_page=100')).body);
    if (data.length === 0) return;
    for (const leave of data) expect((await admin.request('DELETE', `/leave/reviewer-leaves/leave/delete/${leave.id}`)).status).toBe(200);
  }
}

beforeAll(async () => ({ upstream, admin, employee } = await upstreamWithAdminAndEmployee()));
afterAll(() => upstream.close());

it('is hidden for the seeded tenant, whose leave settings are all there', async () => {
  expect(await wizard()).toEqual({ show: false, steps: { leave_types: true, leave_policies: true, review_processes: true, holidays: true } });
});

it('guides a tenant without leave types or policies step by step, and closes for good', async () => {
  for (const policy of leavePolicyListSchema.parse((await admin.get(`${P}/leave-policies/list`)).body).data) {
    expect((await admin.request('DELETE', `${P}/leave-policies/delete/${policy.id}?action=detach`)).status).toBe(200);
  }
  // A type leave applications use cannot be deleted (leave history is kept): the tenant's applications go first.
  await deleteEveryLeaveApplication();
  for (const type of leaveTypeListSchema.parse((await admin.get(`${P}/leave-types/list`)).body).data) {
    expect((await admin.request('DELETE', `${P}/leave-types/delete/${type.id}?action=detach`)).status).toBe(200);
  }
  expect(await wizard()).toEqual({ show: true, steps: { leave_types: false, leave_policies: false, review_processes: true, holidays: true } });

  const type = await admin.post(`${P}/leave-types/store`, { name: 'Annual leave', total_days: 25 });
  expect(type.status).toBe(201);
  expect((await wizard()).steps).toMatchObject({ leave_types: true, leave_policies: false });
  expect((await admin.post(`${P}/leave-policies/store`, { name: 'Standard', leave_types: [{ id: type.body.id, days: 25 }] })).status).toBe(201);
  expect(await wizard()).toEqual({ show: false, steps: { leave_types: true, leave_policies: true, review_processes: true, holidays: true } });

  // Closed for good: it stays hidden when a step is missing again, until it is asked back.
  await admin.request('DELETE', `${P}/leave-policies/delete/${(leavePolicyListSchema.parse((await admin.get(`${P}/leave-policies/list`)).body).data[0]!).id}?action=detach`);
  expect((await wizard()).show).toBe(true);
  const closed = await admin.post(UPDATE, { settings_welcome_wizard: false });
  expect(closed.status).toBe(200);
  expect(welcomeWizardUpdateResponseSchema.parse(closed.body)).toEqual({
    message: DIALOG_TEXTS.success.edit,
    settings_welcome_wizard: { show: false, steps: { leave_types: true, leave_policies: false, review_processes: true, holidays: true } },
  });
  expect((await wizard()).show).toBe(false);
  expect(welcomeWizardUpdateResponseSchema.parse((await admin.post(UPDATE, { settings_welcome_wizard: true })).body).settings_welcome_wizard.show).toBe(true);
});

it('refuses a body without the flag, and the employee', async () => {
  expect((await admin.post(UPDATE, {})).status).toBe(422);
  expect((await employee.post(UPDATE, { settings_welcome_wizard: false })).status).toBe(403);
});
