import type { Notification } from './schemas';

/**
 * Web push (spec part 1 §1): a browser notification for a live alert only
 * when the tenant's is_enable_web_push is on and the user granted permission.
 */
export function shouldShowWebPush(enabled: boolean, permission: NotificationPermission | null): boolean {
  return enabled && permission === 'granted';
}

/** Title, body and tag of the browser notification; the tag folds the same alert from several tabs into one. */
export function webPushContent(alert: Notification, fallbackTitle: string): { title: string; options: NotificationOptions } {
  return {
    title: alert.author?.name ?? fallbackTitle,
    options: { body: alert.data.message, tag: `crewdesk-alert-${alert.id}`, icon: alert.author?.avatar },
  };
}
