import 'server-only';
import { serverGet } from '@/lib/upstream/server';
import { notificationPageSchema } from './schemas';

/** GET /notifications/view/index for a server-rendered page of All Alerts. */
export function getNotificationPage(page: number, perPage: number) {
  return serverGet({ path: '/notifications/view/index', query: { page, per_page: perPage } }, notificationPageSchema);
}
