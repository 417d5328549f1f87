import { endpointsOf } from '@/lib/upstream/define';

/** Alerts (spec part 2 §7 "Notifications"). */

const { get } = endpointsOf('notifications', () => import('@/lib/notifications/schemas'));

export const notificationApi = {
  page: get('/notifications/view/index', 'notificationPageSchema'),
  /** Marks every alert read (a GET, as the spec has it; the proxy still wants the XHR header). */
  readAll: get('/notifications/read-items/all', 'notificationReadSchema'),
  read: get('/notifications/read-item/{id}', 'notificationReadSchema'),
};
