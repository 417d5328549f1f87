import { formatWallTime, todayInZone } from '../../../lib/date-time/zone';
import type { Database, Statement } from 'better-sqlite3';
import type { Authorization, SidebarGroup } from '../../../lib/auth/schemas';
import type { RequestContext } from '../http/context';
import { json } from '../http/respond';
import type { Router } from '../http/router';
import type { Services } from '../services';
import { Billing } from '../domain/billing';
import { unreadCount } from '../domain/notifications';
import { avatarUrl, fullName } from '../domain/users';

/** GET /authorization: who is signed in, what they may do, their sidebar, and the tenant's app data. */

interface MenuRow {
  group_id: number;
  group_name: string;
  group_icon: string;
  name: string;
  icon: string;
  route_name: string;
  type: string;
  permissions: string;
}

type MenuEntry = Omit<MenuRow, 'permissions'> & { permissions: readonly string[] };

export class SidebarBuilder {
  private readonly rows: Statement<[], MenuRow>;
  private menu: MenuEntry[] | undefined;

  constructor(db: Database) {
    this.rows = db.prepare(
      `SELECT g.id AS group_id, g.name AS group_name, g.icon AS group_icon,
              i.name, i.icon, i.route_name, i.type, i.permissions
         FROM menu_groups g JOIN menu_items i ON i.group_id = g.id
        ORDER BY g.position, g.id, i.position, i.id`,
    );
  }

  /** The menu is read once: it is seed data. A module that edits it calls reload(). */
  reload(): void {
    this.menu = this.rows.all().map((row) => ({ ...row, permissions: JSON.parse(row.permissions) as string[] }));
  }

  /** Groups in menu order with the routes the user may open (any-of); empty groups are left out. */
  build(permissions: ReadonlySet<string>): SidebarGroup[] {
    if (!this.menu) this.reload();
    const groups: SidebarGroup[] = [];
    let current: SidebarGroup | undefined;
    let currentId = -1;
    for (const item of this.menu!) {
      if (item.permissions.length > 0 && !item.permissions.some((name) => permissions.has(name))) continue;
      if (currentId !== item.group_id) {
        currentId = item.group_id;
        current = { name: item.group_name, icon: item.group_icon, routes: [] };
        groups.push(current);
      }
      current!.routes.push({ name: item.name, icon: item.icon, route_name: item.route_name, type: item.type });
    }
    return groups;
  }
}

export function buildAuthorization(ctx: RequestContext, sidebar: SidebarBuilder): Authorization {
  const { settings: store, users, config } = ctx.services;
  const settings = store.get();
  const userId = ctx.session?.userId ?? null;
  const user = userId === null ? undefined : users.findById(userId);
  const image = (file: string | null) => (file ? `${config.publicUrl}/images/${file}` : null);

  let author: Authorization['author'] = null;
  if (user?.status === 'active') {
    const permissions = ctx.permissions();
    author = {
      id: user.id,
      username: user.username,
      name: fullName(user),
      avatar: avatarUrl(config.publicUrl, user),
      permissions: [...permissions],
      sidebar: sidebar.build(permissions),
      total_notification: unreadCount(ctx.services, user.id),
    };
  }

  return {
    author,
    app: {
      isLoggedIn: author !== null,
      enabled_google_sso: settings.enabled_google_sso,
      enabled_apple_sso: settings.enabled_apple_sso,
      home_route: settings.home_route,
      timezone: settings.timezone,
      server_time: formatWallTime(new Date(), settings.timezone),
      first_day_of_week: settings.first_day_of_week,
      company_name: settings.company_name,
      company_logo: image(settings.company_logo),
      draft_logo: image(settings.draft_logo),
      url: config.publicUrl,
      feed_widget_count: settings.feed_widget_count,
      theme_class: settings.theme_class,
      // Set by hand (settings) or by billing: the trial or the paid period has run out.
      is_trial_over: settings.is_trial_over || new Billing(ctx.services.db).isTrialOver(todayInZone(settings.timezone)),
    },
    settings: {
      greeting: settings.greeting,
      date_format: settings.date_format,
      time_format: settings.time_format,
      app_calendar_start_date: settings.app_calendar_start_date,
      rows_per_page: settings.rows_per_page,
      is_enable_web_push: settings.is_enable_web_push,
      payment: settings.payment,
    },
  };
}

export function registerAppData(router: Router, services: Services): void {
  const sidebar = new SidebarBuilder(services.db);
  router.get('/authorization', (ctx) => json(buildAuthorization(ctx, sidebar)));
}
