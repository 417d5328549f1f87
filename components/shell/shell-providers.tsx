'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { AbortProvider } from '@/components/shell/abort';
import { AlertsCountProvider } from '@/components/shell/alerts-count';
import { CompanyLogoProvider } from '@/components/shell/company-logo';
import { ConnectionProvider } from '@/components/shell/connection';
import { DialogsProvider } from '@/components/shell/dialogs';
import { RefreshProvider } from '@/components/shell/refresh';
import { ShellFingerprintContext } from '@/components/shell/shell-freshness';
import { RouteEvents } from '@/components/shell/route-events';
import { ServerClockProvider } from '@/components/shell/server-clock';
import { SidebarStateProvider } from '@/components/shell/sidebar-state';
import { SnackbarProvider } from '@/components/shell/snackbars';
import { WebPushPrompt } from '@/components/shell/web-push-prompt';
import { TenantFormatsProvider } from '@/components/ui/tenant-formats';
import { getQueryClient } from '@/lib/client/query-client';
import type { TimeFormats } from '@/lib/date-time/format';
import type { ZoneOffsets } from '@/lib/date-time/zone';

export interface ShellProvidersProps {
  serverTime: string;
  timeZone: string;
  /** The tenant zone's offsets around now (lib/date-time/zone-offsets.ts), so the browser reads dates without loading ICU. */
  zoneOffsets?: ZoneOffsets;
  companyName: string;
  companyLogo: string | null;
  draftLogo: string | null;
  unreadAlerts: number;
  /** The tenant's date and time formats, for the fields that read dates and times. */
  formats: TimeFormats;
  /** What the shell was drawn for (lib/shell/sidebar.ts shellFingerprint): pages compare theirs with it. */
  shellFingerprint: string;
  children: ReactNode;
}

/**
 * Everything the signed-in screens share on the client: TanStack Query,
 * snackbars, dialogs, the abort state, the connection watcher, the server
 * clock, the company logo, the unread count, the tenant's date and time formats, the sidebar state and the refresh after a write, plus the
 * navigation events and the web-push prompt.
 */
export function ShellProviders({ serverTime, timeZone, zoneOffsets, companyName, companyLogo, draftLogo, unreadAlerts, formats, shellFingerprint, children }: ShellProvidersProps) {
  const [queryClient] = useState(getQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <DialogsProvider>
          <AbortProvider>
            <ConnectionProvider>
              <ServerClockProvider serverTime={serverTime} timeZone={timeZone} zoneOffsets={zoneOffsets}>
                <CompanyLogoProvider companyName={companyName} companyLogo={companyLogo} draftLogo={draftLogo}>
                  <AlertsCountProvider initial={unreadAlerts}>
                    <TenantFormatsProvider formats={formats}>
                      <SidebarStateProvider>
                        <RefreshProvider>
                          <ShellFingerprintContext value={shellFingerprint}>{children}</ShellFingerprintContext>
                        </RefreshProvider>
                      </SidebarStateProvider>
                    </TenantFormatsProvider>
                  </AlertsCountProvider>
                </CompanyLogoProvider>
              </ServerClockProvider>
            </ConnectionProvider>
          </AbortProvider>
        </DialogsProvider>
      </SnackbarProvider>
      <Suspense fallback={null}>
        <RouteEvents />
      </Suspense>
      <WebPushPrompt />
    </QueryClientProvider>
  );
}
