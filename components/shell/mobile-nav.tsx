'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from '@/lib/client/navigation';
import { useAlertsCount } from '@/components/shell/alerts-count';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Icon } from '@/components/ui/icons';
import { MOBILE_VISIBLE_SIDEBAR_GROUPS } from '@/lib/constants';
import { highlightGroupOf } from '@/lib/routes';
import { useLitHref } from '@/components/shell/menu-light';
import { activeGroupIndex, activeMenuHref, splitForMobile, type MenuGroup } from '@/lib/shell/sidebar';
import { SHELL_TEXTS } from '@/lib/shell/texts';

const ALERTS_ROUTE = '/notification/all';

/**
 * The mobile menu bar (below 600 px), in place of the sidebar: the first 3
 * groups directly, the later ones under a Menu popup, and an Alerts item with
 * the unread count (spec part 1 §2).
 */
export function MobileNav({ menu }: { menu: MenuGroup[] }) {
  const pathname = usePathname();
  const { unread } = useAlertsCount();
  const activeHref = activeMenuHref(menu, pathname, useLitHref(pathname));
  const activeGroup = activeGroupIndex(menu, activeHref);
  const { direct, more } = splitForMobile(menu, MOBILE_VISIBLE_SIDEBAR_GROUPS);
  const moreActive = activeGroup >= MOBILE_VISIBLE_SIDEBAR_GROUPS;
  const alertsActive = highlightGroupOf(pathname) === 'alerts';

  return (
    <nav
      aria-label="Mobile menu"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-white/10 bg-menu pb-[env(safe-area-inset-bottom)] text-menu-text shadow-[0_-4px_16px_rgba(15,23,42,0.12)] sm:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-lg items-stretch px-1">
        {direct.map((group, index) => (
          <li key={group.name} className="flex min-w-0 flex-1">
            <GroupItem group={group} active={index === activeGroup} activeHref={activeHref} />
          </li>
        ))}
        {more.length > 0 ? (
          <li className="flex min-w-0 flex-1">
            <DropdownMenu modal={false}>
              <DropdownMenuTrigger className={barItem(moreActive)}>
                <Icon name="apps" size={22} />
                <span className="max-w-full truncate">{SHELL_TEXTS.menu}</span>
              </DropdownMenuTrigger>
              <DropdownMenuContent side="top" align="end" className="w-64">
                {more.map((group, index) => (
                  <DropdownMenuGroup key={group.name}>
                    {index > 0 ? <DropdownMenuSeparator /> : null}
                    <DropdownMenuLabel>{group.name}</DropdownMenuLabel>
                    {group.items.map((item) => (
                      <MenuLink key={item.href} item={item} current={item.href === activeHref} />
                    ))}
                  </DropdownMenuGroup>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          </li>
        ) : null}
        <li className="flex min-w-0 flex-1">
          <IntentLink
            href={ALERTS_ROUTE}
            aria-current={alertsActive ? 'page' : undefined}
            aria-label={unread > 0 ? `${SHELL_TEXTS.alerts}, ${unread} unread` : SHELL_TEXTS.alerts}
            className={barItem(alertsActive)}
          >
            {/* Text first in the DOM, so what is seen reads like the label ("Alerts 5" in "Alerts, 5 unread"); shown below the bell. */}
            <span className="order-last max-w-full truncate">{SHELL_TEXTS.alerts}</span>{' '}
            <span className="relative">
              <Icon name="bell" size={22} />
              {unread > 0 ? (
                <span aria-hidden className="absolute -right-2.5 -top-1.5 min-w-[18px] rounded-full bg-white px-1 text-center text-[10px] font-bold leading-[18px] text-primary">
                  {unread > 99 ? '99+' : unread}
                </span>
              ) : null}
            </span>
          </IntentLink>
        </li>
      </ul>
    </nav>
  );
}

const barItem = (active: boolean) =>
  `relative flex w-full flex-col items-center justify-center gap-1 rounded-xl px-1 text-[11px] font-medium transition-colors focus-visible:outline-white ${
    active ? 'bg-white/15 text-menu-text' : 'text-menu-text/90 hover:bg-white/10'
  }`;

function MenuLink({ item, current }: { item: MenuGroup['items'][number]; current: boolean }) {
  return (
    <DropdownMenuItem asChild>
      <IntentLink href={item.href} aria-current={current ? 'page' : undefined} className="aria-[current=page]:font-semibold aria-[current=page]:text-primary">
        <Icon name={item.icon} size={18} className="text-slate-500" />
        {item.name}
      </IntentLink>
    </DropdownMenuItem>
  );
}

function GroupItem({ group, active, activeHref }: { group: MenuGroup; active: boolean; activeHref: string | null }) {
  if (group.items.length === 1) {
    const item = group.items[0]!;
    return (
      <IntentLink href={item.href} aria-current={item.href === activeHref ? 'page' : undefined} className={barItem(active)}>
        <Icon name={group.icon} size={22} />
        <span className="max-w-full truncate">{group.name}</span>
      </IntentLink>
    );
  }
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={barItem(active)}>
        <Icon name={group.icon} size={22} />
        <span className="max-w-full truncate">{group.name}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="center" className="w-56">
        <DropdownMenuLabel>{group.name}</DropdownMenuLabel>
        {group.items.map((item) => (
          <MenuLink key={item.href} item={item} current={item.href === activeHref} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
