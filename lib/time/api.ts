import 'server-only';
import { timeApi } from '@/lib/time/endpoints';
import { serverCall } from '@/lib/upstream/server';

/** Server fetchers of the time screens: each one upstream GET, parsed with its endpoint's schema. */

type Query = Record<string, string | number | undefined>;

export const getSelfCalendar = (month?: string) => serverCall(timeApi.selfCalendar, { query: { month } });

export const getPersonCalendar = (userId: number, month?: string) => serverCall(timeApi.anyCalendar, { query: { user_id: userId, month } });

export const getArchivedCalendar = (userId: number, month?: string) => serverCall(timeApi.archivedCalendar, { query: { user_id: userId, month } });

export const getMonthlySummary = (userId: number, month?: string) => serverCall(timeApi.monthlySummary, { params: { user_id: userId }, query: { month } });

export const getBirdView = (query: Query) => serverCall(timeApi.birdView, { query });

export const getAttendanceDetails = (id: number, userId: number) => serverCall(timeApi.details, { params: { id, user_id: userId } });

export const getEmployees = (query: Query = {}) => serverCall(timeApi.employees, { query });

export const getMyShifts = (month?: string) => serverCall(timeApi.myShifts, { query: { month } });

export const getGeneralSetup = () => serverCall(timeApi.generalSetup);

export const getShiftTemplates = (page: number) => serverCall(timeApi.templateIndex, { query: { page } });

export const getShiftTemplate = (id: number) => serverCall(timeApi.editTemplate, { params: { shift_id: id } });

export const getShiftCalendar = (query: Query) => serverCall(timeApi.shiftCalendar, { query });

export const getAssignableData = () => serverCall(timeApi.assignableData);
