'use client';

import { useQuery } from '@tanstack/react-query';
import { IntentLink } from '@/components/ui/intent-link';
import { useRef } from 'react';
import { AlertSummary, NoAlerts } from '@/components/alerts/alert-item';
import { useReadAlerts } from '@/components/alerts/use-alerts';
import { useAlertsCount } from '@/components/shell/alerts-count';
import { useServerNow } from '@/components/shell/server-clock';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { ALERT_TEXTS } from '@/lib/messages';
import { fetchNotificationPage, notificationKeys } from '@/lib/notifications/queries';
import type { NotificationPage } from '@/lib/notifications/schemas';
import { alertHref } from '@/lib/notifications/targets';
import { ALERT_UI_TEXTS } from '@/lib/notifications/texts';
import { findRoute } from '@/lib/routes';
import { EmptyBlock, pastEndOf } from '@/components/kit/empty-state';
import { Pager } from '@/components/kit/pager';

const TITLE = findRoute('/notification/all').title;
const pageHref = (page: number) => (page > 1 ? `?page=${page}` : '?');

/** The All Alerts list: server-rendered first, then kept live (pushed alerts, reads from other tabs). */
export function AllAlerts({ userId, page, perPage, initial }: { userId: number; page: number; perPage: number; initial: NotificationPage }) {
  const { unread } = useAlertsCount();
  const { readOne, readAll, pending } = useReadAlerts(userId);
  // "5 minutes ago" by the company's clock: the browser's may be hours off.
  const now = new Date(useServerNow());
  const { data } = useQuery({
    queryKey: notificationKeys.page(page, perPage),
    queryFn: ({ signal }) => fetchNotificationPage(page, perPage, signal),
    initialData: initial,
  });
  const { meta } = data;
  // An old link past the last page: say so, with the way back.
  const pastEnd = pastEndOf({ ...meta, current_page: page }, pageHref, 'alerts');
  // The buttons go (or turn disabled) once they have done their work: the focus moves on, not to the page.
  const title = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 ref={title} tabIndex={-1} className="text-2xl font-semibold text-slate-900 focus:outline-none">
            {TITLE}
          </h1>
          <p role="status" className="mt-1 text-sm text-slate-600">
            {unread > 0 ? ALERT_UI_TEXTS.unreadSummary(unread) : ALERT_UI_TEXTS.allCaughtUp}
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={() => {
            readAll();
            title.current?.focus();
          }}
          disabled={unread === 0}
          loading={pending}
        >
          <Icon name="check" size={18} />
          {ALERT_TEXTS.markAllAsRead}
        </Button>
      </header>

      {pastEnd ? (
        <div className="mt-6 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <EmptyBlock empty={pastEnd} />
        </div>
      ) : data.data.length === 0 ? (
        <NoAlerts className="mt-6 rounded-xl bg-white px-6 py-14 shadow-sm ring-1 ring-slate-200" />
      ) : (
        <ul aria-label={TITLE} className="mt-6 divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          {data.data.map((alert) => (
            <li key={alert.id} className={`flex items-start gap-2 pr-2 sm:pr-3 ${alert.is_read ? '' : 'bg-primary/[0.04]'}`}>
              <IntentLink
                href={alertHref(alert.data.action)}
                onClick={() => readOne(alert)}
                className="flex min-w-0 flex-1 items-start gap-3 px-4 py-3.5 hover:bg-slate-50 focus-visible:outline-offset-[-2px]"
              >
                <AlertSummary alert={alert} now={now} />
              </IntentLink>
              {alert.is_read ? null : (
                <button
                  type="button"
                  onClick={(event) => {
                    // The alert's own link keeps the focus.
                    (event.currentTarget.previousElementSibling as HTMLElement | null)?.focus();
                    readOne(alert);
                  }}
                  title={ALERT_UI_TEXTS.markAsRead}
                  aria-label={`${ALERT_UI_TEXTS.markAsRead}: ${alert.data.message}`}
                  className="mt-3 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-primary"
                >
                  <Icon name="check" size={18} />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      {pastEnd ? null : <Pager meta={{ ...meta, current_page: page }} href={pageHref} noun="alerts" label={ALERT_UI_TEXTS.pagination} className="mt-5" />}
    </>
  );
}
