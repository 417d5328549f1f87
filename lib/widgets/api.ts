import 'server-only';
import { feedCardSetupApi } from '@/lib/feed/endpoints';
import type { Result } from '@/lib/errors';
import { serverCall } from '@/lib/upstream/server';
import { widgetApi } from './endpoints';
import type { DailyClocksCard, WidgetKey, WidgetSetting, WidgetSettings } from './schemas';

/** The feed sidebar's cards for server components. */

/** Who clocked in today, and of how many: the list's call and the clock widget's, side by side. */
async function dailyClocksCard(): Promise<Result<DailyClocksCard>> {
  const [list, clock] = await Promise.all([serverCall(widgetApi.dailyClocks), serverCall(widgetApi.clock)]);
  if (!list.ok) return list;
  return { ...list, data: { ...list.data, total_shifting_users: clock.ok ? clock.data.total_shifting_users : null } };
}

const WIDGET_CALLS = {
  daily_clocks: dailyClocksCard,
  birthdays: () => serverCall(widgetApi.birthdays),
  work_anniversaries: () => serverCall(widgetApi.workAnniversaries),
  recent_joined: () => serverCall(widgetApi.recentJoined),
  on_leave: () => serverCall(widgetApi.onLeave),
} as const satisfies Record<WidgetKey, () => Promise<Result<unknown>>>;

type Answer<F> = F extends () => Promise<Result<infer T>> ? T : never;
export type WidgetData = { [K in WidgetKey]: Answer<(typeof WIDGET_CALLS)[K]> };
export type WidgetResults = { [K in WidgetKey]: Promise<Result<WidgetData[K]>> };

export function getWidgetSettings() {
  return serverCall(widgetApi.settings);
}

export function getFeedCardSetup() {
  return serverCall(feedCardSetupApi.index);
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
      return [key, WIDGET_CALLS[key]()];
    }),
  ) as WidgetResults;
  // Nobody may await these when the page aborts early; they must not count as unhandled.
  for (const promise of [settings, ...Object.values(widgets)]) promise.catch(() => undefined);
  return { settings, widgets };
}
export type SidebarWidgets = ReturnType<typeof startSidebarWidgets>;

/** The cards the setup enabled, in its order, at most feed_widget_count of them. */
export function shownCards(settings: WidgetSettings): WidgetSetting[] {
  return settings.data.filter((card) => card.is_enabled).slice(0, settings.feed_widget_count);
}

/** The card setup and the answer of each card it shows. */
export interface SidebarAnswers {
  settings: Awaited<SidebarWidgets['settings']>;
  widgets: { [K in WidgetKey]?: Result<WidgetData[K]> };
}

/** Waits for the card setup, then for the cards it shows only (none of the calls rejects). */
export async function sidebarAnswers({ settings, widgets }: SidebarWidgets): Promise<SidebarAnswers> {
  const answered = await settings;
  const keys = answered.ok ? shownCards(answered.data).map((card) => card.key) : [];
  const results = await Promise.all(keys.map((key) => widgets[key]));
  return { settings: answered, widgets: Object.fromEntries(keys.map((key, index) => [key, results[index]])) };
}

/**
 * The sidebar's answers if the setup and every card it shows answer within
 * `graceMs`, else null. The cards answer in the same round as the posts as a rule, so the
 * wall waits a moment for them and renders them in place, painting once with
 * its sidebar (on phones the cards sit above the posts, and a late strip would
 * shift them); a slow card streams in behind a Suspense boundary instead.
 */
export function sidebarWithin(widgets: SidebarWidgets, graceMs: number): Promise<SidebarAnswers | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, graceMs, null)));
  return Promise.race([sidebarAnswers(widgets), late]).finally(() => clearTimeout(timer));
}
