import { endpointsOf } from '@/lib/upstream/define';

/**
 * Report calls (spec part 2 §7 "Reports, each returning export_file"). The
 * file behind an export_file is fetched through the proxy like any other call,
 * so it goes to the browser with the user's session and streams through.
 */

const { get } = endpointsOf('reports', () => import('@/lib/reports/schemas'));
const R = '/report/report';

export const reportApi = {
  employeeDetails: get(`${R}/employee-details/generate`, 'exportFileSchema'),
  timesheet: get(`${R}/timesheet/generate`, 'exportFileSchema'),
  leave: get(`${R}/leave/generate`, 'exportFileSchema'),
  /** The generated file (CSV or XLSX bytes, not JSON): what an export_file points at. */
  exportFile: get(`${R}/export-file/{token}`),
};
