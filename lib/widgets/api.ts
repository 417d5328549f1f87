import 'server-only';
import type { z } from 'zod';
import type { Result } from '@/lib/errors';
import { serverGet } from '@/lib/upstream/server';
import {
  anniversariesSchema,
  birthdaysSchema,
  dailyClocksSchema,
  onLeaveSchema,
  recentJoinedSchema,
  widgetSettingsSchema,
  type WidgetKey,
} from './schemas';

/** The feed sidebar's cards for server components. */

const WIDGET_CALLS = {
  daily_clocks: ['/dashboard/widget/daily-clocks-people/index', dailyClocksSchema],
  birthdays: ['/dashboard/widget/recent-birthday-people/index', birthdaysSchema],
  work_anniversaries: ['/dashboard/widget/recent-work-anniversary-people/index', anniversariesSchema],
  recent_joined: ['/dashboard/widget/recent-joined-people/index', recentJoinedSchema],
  on_leave: ['/dashboard/widget/recent-on-leave-people/index', onLeaveSchema],
} as const satisfies Record<WidgetKey, readonly [string, z.ZodType]>;

export type WidgetData = { [K in WidgetKey]: z.infer<(typeof WIDGET_CALLS)[K][1]> };
export type WidgetResults = { [K in WidgetKey]: Promise<Result<WidgetData[K]>> };

export function getWidgetSettings() {
  return serverGet({ path: '/dashboard/widget/settings/index' }, widgetSettingsSchema);
}

export function getFeedCardSetup() {
  return serverGet({ path: '/settings/feed/widget-settings/index' }, widgetSettingsSchema);
}

/**
 * Starts every card's call at once, with the settings, so the sidebar needs
 * one round of upstream calls whichever cards are on. Nothing here rejects:
 * each card shows its own failure.
 */
export function startSidebarWidgets() {
  const settings = getWidgetSettings();
  const widgets = Object.fromEntries(
    (Object.keys(WIDGET_CALLS) as WidgetKey[]).map((key) => {
      const [path, schema] = WIDGET_CALLS[key];
      return [key, serverGet({ path }, schema)];
    }),
  ) as WidgetResults;
  // Nobody may await these when the page aborts early; they must not count as unhandled.
  for (const promise of [settings, ...Object.values(widgets)]) promise.catch(() => undefined);
  return { settings, widgets };
}
export type SidebarWidgets = ReturnType<typeof startSidebarWidgets>;

/**
 * Resolves when every card call has answered, or after `graceMs`, whichever
 * comes first. The cards answer in the same round as the posts as a rule, so
 * the wall waits a moment for them and paints once with its sidebar (on
 * phones the cards sit above the posts, and a late strip would shift them);
 * a slow card still streams in behind its Suspense boundary.
 */
export function sidebarReady(widgets: SidebarWidgets, graceMs: number): Promise<void> {
  const settled = Promise.allSettled([widgets.settings, ...Object.values(widgets.widgets)]);
  return Promise.race([settled.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, graceMs))]);
}
