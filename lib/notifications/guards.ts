import type { Notification, NotificationsRead } from './schemas';

/**
 * Shape checks for what arrives over the realtime channel (the shell keeps zod
 * out of its bundle): a malformed event is dropped, never rendered.
 */
export function isNotification(value: unknown): value is Notification {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const data = v.data as Record<string, unknown> | null | undefined;
  const action = data?.action as Record<string, unknown> | null | undefined;
  const author = v.author as Record<string, unknown> | null | undefined;
  return (
    typeof v.id === 'number' &&
    typeof v.is_read === 'boolean' &&
    typeof v.created_time === 'string' &&
    !!data &&
    typeof data.message === 'string' &&
    // The action's kind may be missing or unknown: the alert then opens All Alerts (targets.ts).
    !!action &&
    typeof action === 'object' &&
    (author === null || (typeof author === 'object' && typeof author.name === 'string'))
  );
}

export function isNotificationsRead(value: unknown): value is NotificationsRead {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const idsOk = v.ids === 'all' || (Array.isArray(v.ids) && v.ids.every((id) => typeof id === 'number'));
  return idsOk && typeof v.total_unread === 'number' && v.total_unread >= 0;
}
