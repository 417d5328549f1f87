'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from '@/lib/client/navigation';
import { CompanyLogo } from '@/components/shell/company-logo';
import { sidebarVisibility, useSidebarMode } from '@/components/shell/sidebar-state';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Icon } from '@/components/ui/icons';
import { useLitHref } from '@/components/shell/menu-light';
import { activeGroupIndex, activeMenuHref, type MenuGroup } from '@/lib/shell/sidebar';

export const SIDEBAR_ID = 'sidebar';

/**
 * The left sidebar (600 px and up). Expanded it lists every group with its
 * routes; collapsed it is a 104 px rail of group icons, each opening its routes
 * in a flyout (or going straight there when the group has one route).
 */
export function Sidebar({ menu }: { menu: MenuGroup[] }) {
  const pathname = usePathname();
  const mode = useSidebarMode();
  const activeHref = activeMenuHref(menu, pathname, useLitHref(pathname));
  const activeGroup = activeGroupIndex(menu, activeHref);
  const { whenExpanded, whenCollapsed } = sidebarVisibility(mode);
  const width = mode === 'open' ? 'w-64' : mode === 'closed' ? 'w-drawer' : 'w-drawer min-[1264px]:w-64';

  return (
    <aside
      id={SIDEBAR_ID}
      aria-label="Sidebar"
      className={`sticky top-0 z-20 hidden h-dvh shrink-0 flex-col bg-menu text-menu-text transition-[width] duration-200 motion-reduce:transition-none sm:flex ${width}`}
    >
      <div className={`h-header shrink-0 items-center px-5 ${whenExpanded}`}>
        <CompanyLogo tone="dark" />
      </div>
      <div className={`h-header shrink-0 items-center justify-center ${whenCollapsed}`}>
        <CompanyLogo tone="dark" compact />
      </div>

      <nav aria-label="Main menu" className={`min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-3 pb-6 pt-3 ${whenExpanded}`}>
        {menu.map((group) => (
          <div key={group.name}>
            <h2 className="px-3 pb-1.5 text-[11px] font-semibold uppercase tracking-[0.08em] text-menu-text/75">{group.name}</h2>
            <ul className="flex flex-col gap-0.5">
              {group.items.map((item) => {
                const current = item.href === activeHref;
                return (
                  <li key={item.href}>
                    <IntentLink
                      href={item.href}
                      aria-current={current ? 'page' : undefined}
                      className={`relative flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-white ${
                        current ? 'bg-white/15 text-menu-text' : 'text-menu-text/90 hover:bg-white/10 hover:text-menu-text'
                      }`}
                    >
                      {current ? <span aria-hidden className="absolute inset-y-2 left-0 w-1 rounded-full bg-accent" /> : null}
                      <Icon name={item.icon} size={19} />
                      <span className="truncate">{item.name}</span>
                    </IntentLink>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>

      <nav aria-label="Main menu" className={`min-h-0 flex-1 flex-col items-stretch gap-1 overflow-y-auto px-2 pb-6 pt-2 ${whenCollapsed}`}>
        {menu.map((group, index) => (
          <RailGroup key={group.name} group={group} active={index === activeGroup} activeHref={activeHref} />
        ))}
      </nav>
    </aside>
  );
}

const railItem = (active: boolean) =>
  `relative flex w-full flex-col items-center gap-1 rounded-xl px-1 py-2.5 text-[11px] font-medium leading-tight transition-colors focus-visible:outline-white ${
    active ? 'bg-white/15 text-menu-text' : 'text-menu-text/90 hover:bg-white/10 hover:text-menu-text'
  }`;

function RailGroup({ group, active, activeHref }: { group: MenuGroup; active: boolean; activeHref: string | null }) {
  const marker = active ? <span aria-hidden className="absolute inset-y-3 left-0 w-1 rounded-full bg-accent" /> : null;
  if (group.items.length === 1) {
    const item = group.items[0]!;
    return (
      <IntentLink href={item.href} aria-current={item.href === activeHref ? 'page' : undefined} className={railItem(active)}>
        {marker}
        <Icon name={group.icon} size={22} />
        <span className="line-clamp-2 text-center">{group.name}</span>
      </IntentLink>
    );
  }
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={railItem(active)}>
        {marker}
        <Icon name={group.icon} size={22} />
        <span className="line-clamp-2 text-center">{group.name}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="right" align="start" sideOffset={12}>
        <DropdownMenuLabel>{group.name}</DropdownMenuLabel>
        {group.items.map((item) => (
          <DropdownMenuItem key={item.href} asChild>
            <IntentLink href={item.href} aria-current={item.href === activeHref ? 'page' : undefined} className="aria-[current=page]:font-semibold aria-[current=page]:text-primary">
              <Icon name={item.icon} size={18} className="text-slate-500" />
              {item.name}
            </IntentLink>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
