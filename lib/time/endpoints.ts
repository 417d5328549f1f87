import { endpointsOf } from '@/lib/upstream/define';
import { shiftTemplateApi } from '@/lib/time/template-endpoints';

/**
 * Time and attendance calls (spec part 1 §7 "Attendance (under
 * /time/attendance/)" and "Time settings (under /settings/time/attendance/)"),
 * shared by the server fetchers (lib/time/api.ts) and client calls. The header
 * clock's own are in lib/time/clock-endpoints.ts, so every page's widget
 * carries only those; the shift templates' in lib/time/template-endpoints.ts.
 */

const schemas = () => import('@/lib/time/schemas');
const attendance = endpointsOf('attendance', schemas);
const settings = endpointsOf('time-settings', schemas);

const A = '/time/attendance';
const S = '/settings/time/attendance';

export const timeApi = {
  selfCalendar: attendance.get(`${A}/calendar/self-data`, 'calendarDataSchema'),
  anyCalendar: attendance.get(`${A}/calendar/all-data`, 'calendarDataSchema'),
  archivedCalendar: attendance.get(`${A}/calendar/archived/all-data`, 'calendarDataSchema'),
  monthlySummary: attendance.get(`${A}/calendar/{user_id}/monthly-summary`, 'monthlySummaryResponseSchema'),
  birdView: attendance.get(`${A}/bird-view/all-data`, 'birdViewAnswerSchema'),
  birdViewRow: attendance.get(`${A}/bird-view/table-row-data`, 'birdViewRowResponseSchema'),
  details: attendance.get(`${A}/details/{id}/{user_id}`, 'attendanceDetailsSchema'),
  update: attendance.post(`${A}/{id}/update`, 'attendanceChangeSchema'),
  dismissIrregular: attendance.post(`${A}/{id}/irregular/dismiss`, 'attendanceChangeSchema'),
  updateUnassigned: attendance.post(`${A}/{id}/unassigned/update`, 'attendanceChangeSchema'),
  updateFlags: attendance.post(`${A}/{id}/flags/update`, 'attendanceChangeSchema'),
  employees: attendance.get(`${A}/employees/list`, 'employeesListSchema'),
  findShift: attendance.get(`${A}/add-attendance/{user_id}/find-shift`, 'findShiftSchema'),
  addAttendance: attendance.post(`${A}/add-attendance/store`, 'storedSchema'),
  myShifts: attendance.get(`${A}/employee/shift-calendar/data`, 'myShiftCalendarSchema'),

  generalSetup: settings.get(`${S}/general-setup/index`, 'generalSetupSchema'),
  updateGeneralSetup: settings.post(`${S}/general-setup/update`, 'messageSchema'),
  ...shiftTemplateApi,
  assignableData: settings.get(`${S}/shift-calendar/assignable-data`, 'assignableDataSchema'),
  assignShift: settings.post(`${S}/shift-calendar/assign-shift`, 'shiftBatchResultSchema'),
  shiftCalendar: settings.get(`${S}/shift-calendar/index`, 'shiftCalendarSchema'),
  confirmPublishing: settings.post(`${S}/shift-calendar/confirm-shifts-publishing/{batch}`, 'shiftBatchResultSchema'),
  cancelPublishing: settings.post(`${S}/shift-calendar/cancel-shifts-publishing/{batch}`, 'shiftBatchResultSchema'),
  clearPreview: settings.post(`${S}/shift-calendar/clear-shift-preview`, 'clearShiftPreviewSchema'),
  clearConfirmed: settings.post(`${S}/shift-calendar/clear-shift-confirmed`, 'clearShiftConfirmedSchema'),
};
