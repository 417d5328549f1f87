import { todayInZone } from '../../../lib/date-time/zone';
import { widgetSettingsUpdateSchema, type WidgetSettings } from '../../../lib/widgets/schemas';
import { Widgets } from '../domain/widgets';
import type { RequestContext } from '../http/context';
import { json, validationFailed } from '../http/respond';
import type { Router } from '../http/router';
import { parseWith } from '../http/validate';
import type { Services } from '../services';

/**
 * Dashboard widgets (spec part 2 §7) for the feed sidebar, and the feed card
 * setup (part 1 §7 widget-settings) behind configure_feed_sidebar_card.
 */

export const WIDGET_LIST_SIZE = 5;
export const SETTINGS_SAVED = 'The feed cards have been saved.';

export function registerWidgets(router: Router, services: Services): void {
  const widgets = new Widgets(services.db, () => services.config.publicUrl);
  const today = () => todayInZone(services.settings.get().timezone);
  const limit = (ctx: RequestContext) => {
    const value = Number(ctx.query.get('per_page') ?? WIDGET_LIST_SIZE);
    return Number.isInteger(value) && value > 0 ? Math.min(value, 50) : WIDGET_LIST_SIZE;
  };
  const settings = (): WidgetSettings => ({ data: widgets.settings(), feed_widget_count: services.settings.get().feed_widget_count });
  const signedIn = { auth: true } as const;

  router.get('/dashboard/widget/daily-clocks-people/index', (ctx) => json(widgets.dailyClocks(today(), limit(ctx))), signedIn);
  router.get('/dashboard/widget/clock/index', (ctx) => json(widgets.clock(ctx.userId())), signedIn);
  router.get('/dashboard/widget/recent-joined-people/index', (ctx) => json(widgets.recentJoined(today(), limit(ctx))), signedIn);
  router.get('/dashboard/widget/recent-on-leave-people/index', (ctx) => json(widgets.onLeave(today(), limit(ctx))), signedIn);
  router.get('/dashboard/widget/recent-birthday-people/index', (ctx) => json(widgets.birthdays(today(), limit(ctx))), signedIn);
  router.get('/dashboard/widget/recent-work-anniversary-people/index', (ctx) => json(widgets.anniversaries(today(), limit(ctx))), signedIn);
  router.get('/dashboard/widget/settings/index', () => json(settings()), signedIn);

  const configure = { can: ['configure_feed_sidebar_card'] } as const;
  router.get('/settings/feed/widget-settings/index', () => json(settings()), configure);
  router.post(
    '/settings/feed/widget-settings/update',
    async (ctx) => {
      const { widgets: chosen } = parseWith(widgetSettingsUpdateSchema, await ctx.body());
      const most = services.settings.get().feed_widget_count;
      if (chosen.filter((widget) => widget.is_enabled).length > most) {
        throw validationFailed({ widgets: [`The feed shows up to ${most} cards: turn one off first.`] });
      }
      widgets.saveSettings(chosen);
      return json({ message: SETTINGS_SAVED, ...settings() });
    },
    configure,
  );
}
