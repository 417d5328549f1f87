'use client';

import dynamic from 'next/dynamic';
import { AlertsSkeleton } from '@/components/alerts/alerts-skeleton';
import { useAlertsSync, useReadAlerts } from '@/components/alerts/use-alerts';
import { useAlertsCount } from '@/components/shell/alerts-count';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Icon } from '@/components/ui/icons';
import { ALERT_TEXTS } from '@/lib/messages';
import { ALERT_UI_TEXTS } from '@/lib/notifications/texts';

const loadPanel = () => import('@/components/alerts/alerts-panel');

// The list and its parts are not needed until the dropdown opens (the header is on every page).
const AlertsPanel = dynamic(() => loadPanel().then((module) => module.AlertsPanel), {
  ssr: false,
  loading: () => (
    <div className="p-1.5">
      <AlertsSkeleton />
    </div>
  ),
});

/**
 * The header alerts dropdown (spec part 2 §2). The bell shows the unread
 * count, which live alerts raise and reads lower; the panel inside loads on
 * the first open.
 */
export function AlertsDropdown({ userId, webPush }: { userId: number; webPush: boolean }) {
  // An alert opened from its browser notification is read, as one clicked in the list.
  const { readOne } = useReadAlerts(userId);
  useAlertsSync({ userId, webPush, onOpen: readOne });
  const { unread } = useAlertsCount();
  const preload = () => void loadPanel();

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={ALERT_UI_TEXTS.openAlerts(unread)}
        onPointerEnter={preload}
        onFocus={preload}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100"
      >
        <Icon name="bell" size={22} />
        {unread > 0 ? (
          // red-600, not the theme's error red: white on #FF585A reads at 3.1:1, and axe refuses it once the count has two digits.
          <span
            aria-hidden
            className="absolute right-0.5 top-0.5 min-w-[18px] rounded-full bg-red-600 px-1 text-center text-[10px] font-bold leading-[18px] text-white ring-2 ring-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="flex w-[min(24rem,calc(100vw-1rem))] flex-col !overflow-hidden p-0" aria-label={ALERT_TEXTS.title}>
        <AlertsPanel userId={userId} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
