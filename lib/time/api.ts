import 'server-only';
import { serverGet } from '@/lib/upstream/server';
import { TIME_PATHS } from '@/lib/time/endpoints';
import {
  assignableDataSchema,
  attendanceDetailsSchema,
  birdViewSchema,
  calendarDataSchema,
  employeesListSchema,
  generalSetupSchema,
  myShiftCalendarSchema,
  shiftCalendarSchema,
  shiftTemplateEditSchema,
  shiftTemplateIndexSchema,
} from '@/lib/time/schemas';

/** Server fetchers of the time screens: each one upstream GET, zod-checked. */

type Query = Record<string, string | number | undefined>;

export const getSelfCalendar = (month?: string) => serverGet({ path: TIME_PATHS.selfCalendar, query: { month } }, calendarDataSchema);

export const getPersonCalendar = (userId: number, month?: string) =>
  serverGet({ path: TIME_PATHS.anyCalendar, query: { user_id: userId, month } }, calendarDataSchema);

export const getArchivedCalendar = (userId: number, month?: string) =>
  serverGet({ path: TIME_PATHS.archivedCalendar, query: { user_id: userId, month } }, calendarDataSchema);

export const getBirdView = (query: Query) => serverGet({ path: TIME_PATHS.birdView, query }, birdViewSchema);

export const getAttendanceDetails = (id: number, userId: number) => serverGet({ path: TIME_PATHS.details(id, userId) }, attendanceDetailsSchema);

export const getEmployees = (query: Query = {}) => serverGet({ path: TIME_PATHS.employees, query }, employeesListSchema);

export const getMyShifts = (month?: string) => serverGet({ path: TIME_PATHS.myShifts, query: { month } }, myShiftCalendarSchema);

export const getGeneralSetup = () => serverGet({ path: TIME_PATHS.generalSetup }, generalSetupSchema);

export const getShiftTemplates = (page: number) => serverGet({ path: TIME_PATHS.templateIndex, query: { page } }, shiftTemplateIndexSchema);

export const getShiftTemplate = (id: number) => serverGet({ path: TIME_PATHS.editTemplate(id) }, shiftTemplateEditSchema);

export const getShiftCalendar = (query: Query) => serverGet({ path: TIME_PATHS.shiftCalendar, query }, shiftCalendarSchema);

export const getAssignableData = () => serverGet({ path: TIME_PATHS.assignableData }, assignableDataSchema);
