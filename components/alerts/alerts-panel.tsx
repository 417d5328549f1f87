'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { IntentLink } from '@/components/ui/intent-link';
import { useEffect, useRef } from 'react';
import { AlertSummary, NoAlerts } from '@/components/alerts/alert-item';
import { AlertsSkeleton } from '@/components/alerts/alerts-skeleton';
import { useReadAlerts } from '@/components/alerts/use-alerts';
import { useAlertsCount } from '@/components/shell/alerts-count';
import { useServerNow } from '@/components/shell/server-clock';
import { DropdownMenuGroup, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, useFocusFirstItemWhenReady } from '@/components/ui/dropdown-menu';
import { Icon } from '@/components/ui/icons';
import { ALERT_TEXTS } from '@/lib/messages';
import { flattenAlerts } from '@/lib/notifications/counter';
import { alertsDropdownQuery } from '@/lib/notifications/queries';
import { ALL_ALERTS_ROUTE, alertHref } from '@/lib/notifications/targets';
import { ALERT_UI_TEXTS } from '@/lib/notifications/texts';

/**
 * The inside of the alerts dropdown, loaded when it first opens: the list
 * (5 at a time, later pages from page 2; fetched on the first open only, kept
 * for later ones and kept live by the shell), Mark All As Read, View All Alerts.
 */
export function AlertsPanel({ userId }: { userId: number }) {
  const { unread, setUnread } = useAlertsCount();
  const { readOne, readAll, pending } = useReadAlerts(userId);
  // "5 minutes ago" by the company's clock: the browser's may be hours off.
  const now = new Date(useServerNow());
  const syncCount = useRef(setUnread);
  useEffect(() => {
    syncCount.current = setUnread;
  });

  const query = useInfiniteQuery({
    ...alertsDropdownQuery,
    queryFn: async (context) => {
      const page = await alertsDropdownQuery.queryFn(context);
      syncCount.current(page.total_unread);
      return page;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const alerts = flattenAlerts(query.data);
  const header = useRef<HTMLDivElement>(null);
  const group = useRef<HTMLDivElement>(null);
  useFocusFirstItemWhenReady(header, query.data !== undefined);
  // "Load more" hands the focus to the first alert it brought, once React has drawn it (after the last
  // page "Load more" itself leaves the menu). Kept by the last alert before it, not by a count: an alert
  // pushed meanwhile goes on top.
  const focusAfter = useRef<number | null>(null);
  useEffect(() => {
    if (focusAfter.current === null) return;
    const index = alerts.findIndex((alert) => alert.id === focusAfter.current);
    const next = index < 0 ? undefined : group.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[index + 1];
    if (next) {
      focusAfter.current = null;
      next.focus();
    }
  });

  return (
    <>
      <div ref={header} className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <DropdownMenuLabel className="!p-0 !text-base !font-semibold !normal-case !tracking-normal !text-slate-900">{ALERT_TEXTS.title}</DropdownMenuLabel>
        <DropdownMenuItem
          disabled={unread === 0 || pending}
          onSelect={(event) => {
            event.preventDefault();
            readAll();
          }}
          className="min-h-8 !px-2 !py-1 text-xs font-semibold text-primary"
        >
          <Icon name="check" size={16} />
          {ALERT_TEXTS.markAllAsRead}
        </DropdownMenuItem>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto p-1.5" style={{ maxHeight: 'min(28rem, calc(var(--radix-dropdown-menu-content-available-height) - 8rem))' }}>
        {query.isPending ? (
          <AlertsSkeleton />
        ) : query.isError && alerts.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-6 text-center text-sm text-slate-600">
            <Icon name="warning" size={22} className="text-warning" />
            <div>{ALERT_UI_TEXTS.loadFailed}</div>
            <DropdownMenuItem
              onSelect={(event) => {
                event.preventDefault();
                void query.refetch();
              }}
              className="font-semibold text-primary"
            >
              {ALERT_UI_TEXTS.retry}
            </DropdownMenuItem>
          </div>
        ) : alerts.length === 0 ? (
          <NoAlerts className="px-4 py-8" />
        ) : (
          <DropdownMenuGroup ref={group} aria-label={ALERT_TEXTS.title} className="flex flex-col">
            {alerts.map((alert) => (
              <DropdownMenuItem key={alert.id} asChild className={`items-start !py-2.5 ${alert.is_read ? '' : 'bg-primary/[0.04]'}`}>
                <IntentLink href={alertHref(alert.data.action)} onClick={() => readOne(alert)}>
                  <AlertSummary alert={alert} now={now} clamp />
                </IntentLink>
              </DropdownMenuItem>
            ))}
          </DropdownMenuGroup>
        )}
        {query.hasNextPage ? (
          <DropdownMenuItem
            disabled={query.isFetchingNextPage}
            onSelect={(event) => {
              event.preventDefault();
              focusAfter.current = alerts.at(-1)?.id ?? null;
              void query.fetchNextPage().then((result) => {
                if (result.isError) focusAfter.current = null;
              });
            }}
            className="justify-center font-medium text-primary"
          >
            {query.isFetchingNextPage ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
            {ALERT_UI_TEXTS.loadMore}
          </DropdownMenuItem>
        ) : null}
      </div>

      <DropdownMenuSeparator className="!my-0" />
      <div className="p-1.5">
        <DropdownMenuItem asChild className="justify-center font-semibold text-primary">
          <IntentLink href={ALL_ALERTS_ROUTE}>{ALERT_TEXTS.viewAll}</IntentLink>
        </DropdownMenuItem>
      </div>
    </>
  );
}
