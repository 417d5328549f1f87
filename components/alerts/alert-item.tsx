'use client';

import { Avatar } from '@/components/ui/avatar';
import { Icon } from '@/components/ui/icons';
import { ALERT_TEXTS } from '@/lib/messages';
import type { Notification } from '@/lib/notifications/schemas';
import { ALERT_UI_TEXTS } from '@/lib/notifications/texts';
import { timeAgo } from '@/lib/date-time/relative';
import { formatInstant } from '@/lib/date-time/format';
import { useServerClock } from '@/components/shell/server-clock';
import { useTenantFormats } from '@/components/ui/tenant-formats';

/** One alert's face: who, what, when, and whether it is still unread. Shared by the dropdown (clamped to two lines) and All Alerts. */
export function AlertSummary({ alert, now, clamp = false }: { alert: Notification; now: Date; clamp?: boolean }) {
  const created = new Date(alert.created_time);
  const when = timeAgo(created, now) || alert.time;
  const { timeZone } = useServerClock();
  const { dateFormat, timeFormat } = useTenantFormats();
  return (
    <>
      {alert.author ? (
        <Avatar src={alert.author.avatar} name={alert.author.name} size={36} />
      ) : (
        <span aria-hidden className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon name="bell" size={18} />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className={`block text-sm leading-snug ${clamp ? 'line-clamp-2' : 'break-words'} ${alert.is_read ? 'text-slate-600' : 'font-medium text-slate-900'}`}>{alert.data.message}</span>
        <time dateTime={alert.created_time} title={Number.isNaN(created.getTime()) ? undefined : formatInstant(alert.created_time, timeZone, dateFormat, timeFormat)} className="mt-0.5 block text-xs text-slate-600">
          {when}
        </time>
      </span>
      {alert.is_read ? null : (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary">
          <span className="sr-only">{ALERT_UI_TEXTS.unread}</span>
        </span>
      )}
    </>
  );
}

/** 'No alert found', with a quiet bell. */
export function NoAlerts({ className = '' }: { className?: string }) {
  return (
    <div className={`flex flex-col items-center gap-2 text-center ${className}`}>
      <span aria-hidden className="inline-flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-400">
        <Icon name="bell" size={22} />
      </span>
      <div className="text-sm font-medium text-slate-700">{ALERT_TEXTS.noAlert}</div>
    </div>
  );
}
