/**
 * The time domain's upstream paths (all listed in lib/upstream/endpoints.ts),
 * shared by the server fetchers and the client hooks; the clock's are in
 * lib/time/clock-queries.ts.
 */

const A = '/time/attendance';
const S = '/settings/time/attendance';

export const TIME_PATHS = {
  selfCalendar: `${A}/calendar/self-data`,
  anyCalendar: `${A}/calendar/all-data`,
  archivedCalendar: `${A}/calendar/archived/all-data`,
  monthlySummary: (userId: number) => `${A}/calendar/${userId}/monthly-summary`,
  birdView: `${A}/bird-view/all-data`,
  birdViewRow: `${A}/bird-view/table-row-data`,
  details: (id: number, userId: number) => `${A}/details/${id}/${userId}`,
  update: (id: number) => `${A}/${id}/update`,
  dismissIrregular: (id: number) => `${A}/${id}/irregular/dismiss`,
  updateUnassigned: (id: number) => `${A}/${id}/unassigned/update`,
  updateFlags: (id: number) => `${A}/${id}/flags/update`,
  employees: `${A}/employees/list`,
  findShift: (userId: number) => `${A}/add-attendance/${userId}/find-shift`,
  addAttendance: `${A}/add-attendance/store`,
  myShifts: `${A}/employee/shift-calendar/data`,

  generalSetup: `${S}/general-setup/index`,
  updateGeneralSetup: `${S}/general-setup/update`,
  templateList: `${S}/shift-template/list`,
  templateIndex: `${S}/shift-template/index`,
  storeTemplate: `${S}/shift-template/store`,
  editTemplate: (id: number) => `${S}/shift-template/edit/${id}`,
  deleteTemplate: (id: number) => `${S}/shift-template/delete/${id}`,
  assignableData: `${S}/shift-calendar/assignable-data`,
  assignShift: `${S}/shift-calendar/assign-shift`,
  shiftCalendar: `${S}/shift-calendar/index`,
  confirmPublishing: (batch: number) => `${S}/shift-calendar/confirm-shifts-publishing/${batch}`,
  cancelPublishing: (batch: number) => `${S}/shift-calendar/cancel-shifts-publishing/${batch}`,
  clearPreview: `${S}/shift-calendar/clear-shift-preview`,
  clearConfirmed: `${S}/shift-calendar/clear-shift-confirmed`,
} as const;
