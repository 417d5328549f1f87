import { endpointsOf } from '@/lib/upstream/define';

/**
 * Leave settings calls (spec part 2 §7 "Leave review assigned users", "Leave
 * setup", "Leave types and policies", "Holidays"), all under
 * /settings/leave/leave/.
 */

const { get, post, del } = endpointsOf('leave-settings', () => import('@/lib/leave/schemas'));

const P = '/settings/leave/leave';

export const leaveTypeApi = {
  list: get(`${P}/leave-types/list`, 'leaveTypeListSchema'),
  index: get(`${P}/leave-types/index`, 'leaveTypePageSchema'),
  store: post(`${P}/leave-types/store`, 'leaveStoreResponseSchema'),
  edit: get(`${P}/leave-types/edit/{id}`, 'leaveTypeEditSchema'),
  delete: del(`${P}/leave-types/delete/{id}`, 'leaveMessageSchema'),
};

export const leavePolicyApi = {
  list: get(`${P}/leave-policies/list`, 'leavePolicyListSchema'),
  index: get(`${P}/leave-policies/index`, 'leavePolicyPageSchema'),
  store: post(`${P}/leave-policies/store`, 'leaveStoreResponseSchema'),
  edit: get(`${P}/leave-policies/edit/{id}`, 'leavePolicyEditSchema'),
  delete: del(`${P}/leave-policies/delete/{id}`, 'leaveMessageSchema'),
  leaveTypes: get(`${P}/leave-policies/{id}/view-leave-types`, 'policyLeaveTypesSchema'),
};

export const policyPeopleApi = {
  index: get(`${P}/leave-policies/{id}/assigned-users/index`, 'policyPeoplePageSchema'),
  assignable: get(`${P}/leave-policies/{id}/assignable-data`, 'leavePeoplePageSchema'),
  assign: post(`${P}/leave-policies/assign-users`, 'leaveMessageSchema'),
  remove: post(`${P}/leave-policies/assigned-users/remove`, 'leaveMessageSchema'),
};

export const leaveReviewApi = {
  list: get(`${P}/leave-reviews/list`, 'leaveReviewListSchema'),
  index: get(`${P}/leave-reviews/index`, 'leaveReviewPageSchema'),
  approverChoices: get(`${P}/leave-reviews/assignable-users/list`, 'leavePeoplePageSchema'),
  approvers: get(`${P}/leave-reviews/{id}/view-approvers`, 'reviewApproversSchema'),
  store: post(`${P}/leave-reviews/store`, 'leaveStoreResponseSchema'),
  edit: get(`${P}/leave-reviews/edit/{id}`, 'leaveReviewEditSchema'),
  delete: del(`${P}/leave-reviews/delete/{id}`, 'leaveMessageSchema'),
};

export const reviewPeopleApi = {
  index: get(`${P}/leave-reviews/{id}/assigned-users/index`, 'reviewPeoplePageSchema'),
  assignable: get(`${P}/leave-reviews/{id}/assignable-data`, 'leavePeoplePageSchema'),
  assign: post(`${P}/leave-reviews/assign-users`, 'leaveMessageSchema'),
  remove: post(`${P}/leave-reviews/assigned-users/remove`, 'leaveMessageSchema'),
};

export const leaveSetupApi = {
  index: get(`${P}/leave-setup/index`, 'leaveSetupResponseSchema'),
  update: post(`${P}/leave-setup/update`, 'leaveSetupUpdateResponseSchema'),
};

export const holidayApi = {
  index: get(`${P}/holidays/index`, 'holidayPageSchema'),
  people: get(`${P}/holidays/assignable-data`, 'leavePeoplePageSchema'),
  store: post(`${P}/holidays/store`, 'leaveStoreResponseSchema'),
  edit: get(`${P}/holidays/edit/{id}`, 'holidayEditSchema'),
  delete: del(`${P}/holidays/delete/{id}`, 'leaveMessageSchema'),
  importIndex: get(`${P}/holidays/import/index`, 'holidayImportSchema'),
  importStore: post(`${P}/holidays/import/store`, 'holidayImportResultSchema'),
};

export const holidayPeopleApi = {
  index: get(`${P}/holidays/{id}/assigned-users/index`, 'holidayPeoplePageSchema'),
  assignable: get(`${P}/holidays/{id}/assignable-data`, 'leavePeoplePageSchema'),
  assign: post(`${P}/holidays/assign-users`, 'leaveMessageSchema'),
  remove: post(`${P}/holidays/assigned-users/remove`, 'leaveMessageSchema'),
};

// ── Leave applications and lists (spec part 2 §7 "Leave lists", "Leave application") ──

const app = endpointsOf('leave', () => import('@/lib/leave/application-schemas'));
const A = '/leave/leave/application';

export const leaveApplicationApi = {
  new: app.get(`${A}/new`, 'leaveApplicationSchema'),
  view: app.get(`${A}/view/{application_id}`, 'leaveApplicationSchema'),
  store: app.post(`${A}/store`, 'leaveStoreResponseSchema'),
  changeDecision: app.post(`${A}/change-decision`, 'leaveDecisionResponseSchema'),
  approve: app.post(`${A}/{id}/approved`, 'leaveDecisionResponseSchema'),
  reject: app.post(`${A}/{id}/rejected`, 'leaveDecisionResponseSchema'),
  withdraw: app.post(`${A}/{id}/withdrawn`, 'leaveDecisionResponseSchema'),
  /** Concrete calls for the spec's comments on a caller-supplied url. */
  comments: app.get(`${A}/{id}/comments`, 'leaveCommentPageSchema'),
  storeComment: app.post(`${A}/{id}/comments/store`, 'leaveCommentStoreSchema'),
  deleteComment: app.del(`${A}/{id}/comments/{comment_id}/delete`, 'leaveCommentDeleteSchema'),
};

export const leaveListApi = {
  employee: app.get('/leave/employee-leaves/index', 'employeeLeavesSchema'),
  reviewer: app.get('/leave/reviewer-leaves/index', 'reviewerLeavesSchema'),
  summary: app.get('/leave/reviewer-leaves/summary', 'reviewerSummarySchema'),
  delete: app.del('/leave/reviewer-leaves/leave/delete/{id}', 'leaveApplicationMessageSchema'),
};
