import type { ReactNode } from 'react';
import { CompanyLogo } from '@/components/shell/company-logo';
import { PeopleSearch } from '@/components/shell/people-search';
import { ProfileMenu } from '@/components/shell/profile-menu';
import { ServerClockDisplay } from '@/components/shell/server-clock';
import { SidebarToggle } from '@/components/shell/sidebar-toggle';
import { UpgradeButton } from '@/components/shell/trial-notice';

export interface AppHeaderProps {
  user: { name: string; username: string; avatar: string | null };
  isTrialOver: boolean;
  canViewPlan: boolean;
  /** The clock widget; pass it only to users with a clock permission (the time issue fills it). */
  clockWidget?: ReactNode;
  /** The alerts dropdown (the alerts issue fills it). */
  alerts?: ReactNode;
}

/**
 * The authentication header (spec part 1 §2): sidebar toggle, logo (on phones,
 * where the sidebar is hidden), people search, server clock, clock widget,
 * Upgrade button, alerts and the profile menu.
 */
export function AppHeader({ user, isTrialOver, canViewPlan, clockWidget, alerts }: AppHeaderProps) {
  return (
    <header
      aria-label="Authentication header"
      className="sticky top-0 z-30 flex h-header shrink-0 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-white/85 sm:gap-3 sm:px-5"
    >
      <SidebarToggle />
      {/* On a phone the logo gives way to a clock widget below 400 px: the running clock with its two
          steps, the search, alerts and the profile menu take the whole width (the search was drawn under the clock). */}
      <CompanyLogo compact className={clockWidget ? 'shrink-0 max-[399px]:hidden sm:hidden' : 'shrink-0 sm:hidden'} />
      <PeopleSearch />
      <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
        {/* From lg only: between md and lg the labelled clock widget needs the room, and with the
            server time beside it the search field shrank to its icon and the time ran over it. */}
        <ServerClockDisplay className="hidden px-2 lg:flex" />
        {clockWidget}
        <UpgradeButton isTrialOver={isTrialOver} canViewPlan={canViewPlan} />
        {alerts}
        <ProfileMenu name={user.name} username={user.username} avatar={user.avatar} />
      </div>
    </header>
  );
}
