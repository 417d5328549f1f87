import 'server-only';
import { serverCall } from '@/lib/upstream/server';
import { notificationApi } from './endpoints';

/** GET /notifications/view/index for a server-rendered page of All Alerts. */
export function getNotificationPage(page: number, perPage: number) {
  return serverCall(notificationApi.page, { query: { page, per_page: perPage } });
}
