import { endpointsOf } from '@/lib/upstream/define';

/**
 * People settings calls (spec part 2 §7 "People settings", "Shared lists"):
 * the five simple named-item kinds, a group's assigned people, the archive and
 * the shared lookup lists.
 */

const schemas = () => import('@/lib/people/schemas');
const { get, post, del } = endpointsOf('people-settings', schemas);
const shared = endpointsOf('shared-data', schemas);

const P = '/settings/employee/employee';

/** list, index, store (create, or edit with an id), edit/{id} and delete/{id} (with an optional action) of one kind. */
function namedItems<Kind extends string>(kind: Kind) {
  return {
    list: get(`${P}/${kind}/list`, 'namedItemListSchema'),
    index: get(`${P}/${kind}/index`, 'namedItemPageSchema'),
    store: post(`${P}/${kind}/store`, 'storeResponseSchema'),
    edit: get(`${P}/${kind}/edit/{id}`, 'namedItemEditSchema'),
    delete: del(`${P}/${kind}/delete/{id}`, 'messageResponseSchema'),
  };
}

export const NAMED_ITEM_KINDS = ['departments', 'designations', 'employment-types', 'attachment-types', 'groups'] as const;
export type NamedItemKind = (typeof NAMED_ITEM_KINDS)[number];

export const namedItemApi = {
  departments: namedItems('departments'),
  designations: namedItems('designations'),
  'employment-types': namedItems('employment-types'),
  'attachment-types': namedItems('attachment-types'),
  groups: namedItems('groups'),
} satisfies Record<NamedItemKind, unknown>;

export const groupPeopleApi = {
  index: get(`${P}/groups/{group_id}/assigned-users/index`, 'assignedPeoplePageSchema'),
  assignable: get(`${P}/groups/{id}/assignable-data`, 'assignablePeoplePageSchema'),
  assign: post(`${P}/groups/assign-users`, 'messageResponseSchema'),
  remove: post(`${P}/groups/assigned-users/remove`, 'messageResponseSchema'),
};

export const archiveApi = {
  index: get(`${P}/employee-archive/index`, 'archivePageSchema'),
};

const L = '/settings/landlord/shared-data';
export const sharedListApi = {
  countries: shared.get(`${L}/countries/list`, 'countryListSchema'),
  timezones: shared.get(`${L}/timezones/list`, 'sharedListSchema'),
  religions: shared.get(`${L}/religions/list`, 'sharedListSchema'),
  maritalStatuses: shared.get(`${L}/marital-status/list`, 'sharedListSchema'),
};

// ── Employees and profile actions (spec part 2 §7 "Employees", "Profile") ──

const employees = endpointsOf('employees', schemas);
const profile = endpointsOf('profile', schemas);
const E = '/employee/employee';

export const employeeApi = {
  index: employees.get('/employee/employees/index', 'employeePageSchema'),
  quickEntry: employees.post(`${E}/quick-entry/new-entry`, 'newEmployeeSchema'),
};

/** The profile header and its actions; each action answers the success text and the person's state after it. */
export const profileApi = {
  view: profile.get(`${E}/profile/view/{username}`, 'profileViewSchema'),
  discharge: profile.post(`${E}/profile/{user_id}/discharge`, 'employeeStateSchema'),
  restore: profile.post(`${E}/profile/{user_id}/restore-profile`, 'employeeStateSchema'),
  resendInvitation: profile.post(`${E}/profile/{user_id}/resend-invitation`, 'employeeStateSchema'),
  finishSetup: profile.post(`${E}/profile/{user_id}/finish-profile-setup`, 'employeeStateSchema'),
  changeStatus: profile.post(`${E}/profile/{user_id}/change-status`, 'employeeStateSchema'),
  changePrivacy: profile.post(`${E}/profile/{user_id}/change-profile-privacy`, 'employeeStateSchema'),
  resetPassword: profile.post(`${E}/profile/{user_id}/reset-password`, 'employeeStateSchema'),
  changeRole: profile.post(`${E}/profile/{user_id}/role-update`, 'employeeStateSchema'),
  duplicate: profile.post(`${E}/profile/{user_id}/duplicate-profile`, 'newEmployeeSchema'),
  changeAvatar: profile.post(`${E}/profile/{user_id}/change-avatar`, 'avatarSavedSchema'),
};

/** Profile sections: read fresh when an edit dialog opens; saved with the spec's edit text. */
export const profileSectionApi = {
  address: profile.get(`${E}/profile/{user_id}/address`, 'addressSectionSchema'),
  saveAddress: profile.post(`${E}/profile/{user_id}/address`, 'addressSavedSchema'),
  emergencyContact: profile.get(`${E}/profile/{user_id}/emergency-contact`, 'emergencyContactSectionSchema'),
  saveEmergencyContact: profile.post(`${E}/profile/{user_id}/emergency-contact`, 'emergencyContactSavedSchema'),
  saveBio: profile.post(`${E}/profile/{user_id}/personal/bio/save`, 'bioSavedSchema'),
  fileDocuments: profile.get(`${E}/profile/{user_id}/file-documents/index`, 'fileDocumentListSchema'),
  storeFileDocument: profile.post(`${E}/profile/{user_id}/file-documents/store`, 'fileDocumentSavedSchema'),
  deleteFileDocument: profile.del(`${E}/profile/{user_id}/file-documents/{file_id}/delete`, 'messageResponseSchema'),
  linkDocuments: profile.get(`${E}/profile/{user_id}/link-documents/index`, 'linkDocumentListSchema'),
  storeLinkDocument: profile.post(`${E}/profile/{user_id}/link-documents/store`, 'linkDocumentSavedSchema'),
  deleteLinkDocument: profile.del(`${E}/profile/{user_id}/link-documents/{id}/delete`, 'messageResponseSchema'),
  employment: profile.get(`${E}/profile/{user_id}/employment/employment-info`, 'employmentInfoSectionSchema'),
  saveEmployment: profile.post(`${E}/profile/{user_id}/employment/employment-info`, 'employmentInfoSavedSchema'),
  saveNote: profile.post(`${E}/profile/{user_id}/employment/note/save`, 'employmentNoteSavedSchema'),
  workFromHome: profile.get(`${E}/profile/{user_id}/work-from-home-info`, 'workFromHomeSectionSchema'),
  saveWorkFromHome: profile.post(`${E}/profile/{user_id}/work-from-home-info`, 'workFromHomeSavedSchema'),
  salary: profile.get(`${E}/profile/{user_id}/salary-info`, 'salarySectionSchema'),
  saveSalary: profile.post(`${E}/profile/{user_id}/salary-info`, 'salarySavedSchema'),
  salaryHistory: profile.get(`${E}/profile/{user_id}/salary-history`, 'salaryHistorySchema'),
  bank: profile.get(`${E}/profile/{user_id}/bank-info`, 'bankInfoSectionSchema'),
  saveBank: profile.post(`${E}/profile/{user_id}/bank-info`, 'bankInfoSavedSchema'),
  personal: profile.get(`${E}/profile/{user_id}/personal-info`, 'personalInfoSectionSchema'),
  savePersonal: profile.post(`${E}/profile/{user_id}/personal-info`, 'personalInfoSavedSchema'),
  education: profile.get(`${E}/profile/{user_id}/education`, 'educationSectionSchema'),
  saveEducation: profile.post(`${E}/profile/{user_id}/education`, 'educationSavedSchema'),
  family: profile.get(`${E}/profile/{user_id}/family-info`, 'familyInfoSectionSchema'),
  saveFamily: profile.post(`${E}/profile/{user_id}/family-info`, 'familyInfoSavedSchema'),
};

/** The person's leave policy and review process, and their holidays (leave balances are the leave screens'). */
export const profileLeaveApi = {
  view: profile.get(`${E}/profile/{user_id}/leave`, 'personLeaveSchema'),
  update: profile.post(`${E}/profile/{user_id}/leave/policy-review/update`, 'personLeaveSavedSchema'),
  holidays: profile.get(`${E}/profile/{user_id}/leave/holidays`, 'personHolidaysSchema'),
  assignableHolidays: profile.get(`${E}/profile/{user_id}/leave/holidays/assignable-data`, 'assignableHolidaysSchema'),
  assignHolidays: profile.post(`${E}/profile/{user_id}/leave/holidays/assign-data`, 'messageResponseSchema'),
  removeHoliday: profile.post(`${E}/profile/{user_id}/leave/holidays/remove`, 'messageResponseSchema'),
};
