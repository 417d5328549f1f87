'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/components/realtime/realtime-provider';
import { callEndpoint } from '@/lib/client/endpoint';
import { unwrap } from '@/lib/client/query-client';
import { clockKeys } from '@/lib/time/clock-queries';
import { widgetApi } from '@/lib/widgets/endpoints';
import type { DailyClocksCard, WidgetSetting } from '@/lib/widgets/schemas';
import { WidgetCard, type TenantDay } from './widget-card';

/**
 * "Clocked in today", kept current: the server's list is where it starts;
 * a clocking step in this tab (storeClockSummary) and the live clock_status
 * event (another tab or device) fetch it again. A failed refresh keeps the
 * list it had. How many people clock (the clock widget's total_shifting_users)
 * does not change with a clocking: it stays the server's.
 */
export function LiveDailyClocksCard({ card, initial, day }: { card: WidgetSetting; initial: DailyClocksCard; day: TenantDay }) {
  const client = useQueryClient();
  const queryKey = clockKeys.everyone('daily-clocks');
  const clocks = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      callEndpoint(widgetApi.dailyClocks, { signal })
        .then(unwrap)
        .then((list): DailyClocksCard => ({ ...list, total_shifting_users: initial.total_shifting_users })),
    initialData: initial,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useRealtimeEvent('clock_status', () => void client.invalidateQueries({ queryKey }));
  return <WidgetCard card={card} result={{ ok: true, status: 200, data: clocks.data }} day={day} />;
}
