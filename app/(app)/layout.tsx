import { CONTENT_ID } from '@/lib/constants';
import type { ReactNode } from 'react';
import { AlertsDropdown } from '@/components/alerts/alerts-dropdown';
import { RealtimeProvider } from '@/components/realtime/realtime-provider';
import { AbortContent } from '@/components/shell/abort';
import { AbortScreen } from '@/components/shell/abort-screen';
import { AppFooter } from '@/components/shell/app-footer';
import { AppHeader } from '@/components/shell/app-header';
import { MobileNav } from '@/components/shell/mobile-nav';
import { ShellProviders } from '@/components/shell/shell-providers';
import { tenantFormats } from '@/lib/date-time/format';
import { safeTimeZone } from '@/lib/date-time/zone';
import { todaysZoneOffsets } from '@/lib/date-time/zone-offsets';
import { Sidebar } from '@/components/shell/sidebar';
import { themeVariables } from '@/components/shell/theme-style';
import { TrialNotice } from '@/components/shell/trial-notice';
import { ClockWidget } from '@/components/time/clock-widget';
import { getAuthorization } from '@/lib/auth/api';
import { clockApi } from '@/lib/time/clock-endpoints';
import { toAbort } from '@/lib/errors';
import { realtimeUrl } from '@/lib/realtime/config';
import { canUseClockWidget, shellFingerprint, sidebarMenu } from '@/lib/shell/sidebar';
import { redirectToSessionExpired, serverCall } from '@/lib/upstream/server';

/**
 * The signed-in shell (spec part 1 §2): authentication header, left sidebar,
 * content and footer. It reads the fresh /authorization (shared with the page
 * through React cache, so one upstream call per request); the sidebar is the
 * server's menu reduced to `admin` routes the user may open.
 */
export default async function AppLayout({ children }: { children: ReactNode }) {
  // The clock widget's first state comes with the page, asked beside /authorization so the page
  // keeps one round of upstream calls. Without a clock permission the answer (a 403) goes unused.
  const [auth, clock] = await Promise.all([getAuthorization(), serverCall(clockApi.shortSummary)]);
  if (!auth.ok) {
    return (
      <main id={CONTENT_ID}>
        <AbortScreen {...toAbort(auth.error)} />
      </main>
    );
  }
  const { app, author } = auth.data;
  if (!author) return redirectToSessionExpired();

  const permissions = new Set(author.permissions);
  const menu = sidebarMenu(author.sidebar, permissions);
  const trial = { isTrialOver: app.is_trial_over, canViewPlan: permissions.has('view_billing_plan_overview') };
  // The time issue fills the clock widget and the alerts issue the alerts dropdown; the
  // clock widget is loaded and shown only with a clock permission (spec part 1 §6).
  const clockWidget: ReactNode = <ClockWidget initial={clock.ok ? clock.data : undefined} timeFormat={auth.data.settings.time_format} dateFormat={auth.data.settings.date_format} showClockErrors={permissions.has('edit_any_attendance')} />;
  const alerts: ReactNode = <AlertsDropdown userId={author.id} webPush={auth.data.settings.is_enable_web_push} />;

  return (
    <div style={themeVariables(app.theme_class)}>
      <a
        href={`#${CONTENT_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[80] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-medium focus:text-slate-900 focus:shadow-lg"
      >
        Skip to content
      </a>
      <ShellProviders
        serverTime={app.server_time}
        timeZone={app.timezone}
        zoneOffsets={todaysZoneOffsets(safeTimeZone(app.timezone))}
        companyName={app.company_name}
        companyLogo={app.company_logo}
        draftLogo={app.draft_logo}
        unreadAlerts={author.total_notification}
        formats={tenantFormats(auth.data.settings)}
        shellFingerprint={shellFingerprint(author)}
      >
        <RealtimeProvider url={realtimeUrl()} userId={author.id}>
        <div className="flex min-h-dvh">
          <Sidebar menu={menu} />
          <div className="flex min-w-0 flex-1 flex-col pb-16 sm:pb-0">
            <AppHeader
              user={{ name: author.name, username: author.username, avatar: author.avatar }}
              {...trial}
              clockWidget={canUseClockWidget(permissions) ? clockWidget : null}
              alerts={alerts}
            />
            <TrialNotice {...trial} />
            <main id={CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
              <AbortContent>{children}</AbortContent>
            </main>
            <AppFooter />
          </div>
        </div>
        <MobileNav menu={menu} />
        </RealtimeProvider>
      </ShellProviders>
    </div>
  );
}
