import type { Database, Statement } from 'better-sqlite3';
import { z } from 'zod';
import { isTimeZone } from './time-zones';

/**
 * Tenant settings, one JSON value per key in `app_settings`. The seed writes
 * DEFAULT_SETTINGS; tests flip flags through POST /__dev/app-settings.
 */

const hexColour = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Must be a #RRGGBB colour.');

const themeClassSchema = z.object({
  menu_background_color: hexColour,
  menu_text_color: hexColour,
  button_background_link_color: hexColour,
  button_text_color: hexColour,
});

export const appSettingsSchema = z.object({
  company_name: z.string().min(1),
  /** File under /images/, or null for no logo. */
  company_logo: z.string().nullable(),
  draft_logo: z.string().nullable(),
  timezone: z.string().refine(isTimeZone, 'Must be an IANA time zone.'),
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  first_day_of_week: z.number().int().min(1).max(7),
  rows_per_page: z.number().int().min(1).max(100),
  /** 1 = 12-hour, 2 = 24-hour. */
  time_format: z.union([z.literal(1), z.literal(2)]),
  date_format: z.string().min(1),
  greeting: z.string(),
  is_enable_web_push: z.boolean(),
  feed_widget_count: z.number().int().min(0),
  theme_class: themeClassSchema,
  enabled_google_sso: z.boolean(),
  enabled_apple_sso: z.boolean(),
  is_trial_over: z.boolean(),
  payment: z.record(z.string(), z.unknown()),
  app_calendar_start_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a YYYY-MM-DD date.'),
  home_route: z.string().startsWith('/'),
  /** The employee handbook's address (settings → employee handbook), shown during onboarding; null: none. */
  handbook_url: z.url().nullable(),
  /** Company information: the title is company_name. country_id is the shared list's (ISO numeric). */
  company_website_url: z.url().nullable(),
  company_country_id: z.number().int().positive().nullable(),
  /** Network setup: the IPv4 addresses people may clock in from; empty: anywhere. */
  allowed_ips: z.array(z.string()),
  /** E-mail setup: put before every subject, and the logo of HTML mails. */
  email_subject_prefix: z.string().nullable(),
  email_logo_url: z.url().nullable(),
  /** Alert setup: channels by event (lib/notifications/events.ts), over the events' defaults. */
  notification_settings: z.record(z.string(), z.object({ in_app: z.boolean(), email: z.boolean(), web_push: z.boolean() }).partial()),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

/** A partial update; theme_class may itself be partial (it merges). */
export const appSettingsPatchSchema = appSettingsSchema.extend({ theme_class: themeClassSchema.partial().strict() }).partial().strict();
export type AppSettingsPatch = z.infer<typeof appSettingsPatchSchema>;

export const DEFAULT_SETTINGS: AppSettings = {
  company_name: 'Northwind Crew',
  company_logo: 'logo.svg',
  draft_logo: null,
  timezone: 'Europe/Berlin',
  first_day_of_week: 1,
  rows_per_page: 10,
  handbook_url: null,
  company_website_url: 'https://northwind.example',
  company_country_id: 276,
  allowed_ips: [],
  email_subject_prefix: null,
  email_logo_url: null,
  notification_settings: {},
  time_format: 2,
  date_format: 'YYYY-MM-DD',
  greeting: 'Good to see you',
  is_enable_web_push: false,
  feed_widget_count: 4,
  theme_class: {
    menu_background_color: '#323DA5',
    menu_text_color: '#FFFFFF',
    button_background_link_color: '#FF7F5C',
    button_text_color: '#FFFFFF',
  },
  enabled_google_sso: true,
  enabled_apple_sso: false,
  is_trial_over: false,
  payment: { provider: 'stripe', publishable_key: 'pk_test_crewdesk' },
  app_calendar_start_date: '2026-01-01',
  home_route: '/feed',
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class SettingsStore {
  private readonly all: Statement<[], { key: string; value: string }>;
  private readonly upsert: Statement<[string, string]>;
  private cached: AppSettings | undefined;

  constructor(private readonly db: Database) {
    this.all = db.prepare('SELECT key, value FROM app_settings');
    this.upsert = db.prepare(
      'INSERT INTO app_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    );
  }

  /** The current settings; stored keys over the defaults. Cached: this process is the only writer. */
  get(): AppSettings {
    if (this.cached) return this.cached;
    const stored: Record<string, unknown> = {};
    for (const row of this.all.all()) stored[row.key] = JSON.parse(row.value) as unknown;
    this.cached = appSettingsSchema.parse({ ...DEFAULT_SETTINGS, ...stored });
    return this.cached;
  }

  /** Applies a validated patch. Object values (theme_class, payment) merge one level deep. */
  update(patch: AppSettingsPatch): AppSettings {
    const current = this.get();
    const merged: Record<string, unknown> = { ...current };
    for (const [key, value] of Object.entries(patch)) {
      const previous = merged[key];
      merged[key] = isPlainObject(previous) && isPlainObject(value) ? { ...previous, ...value } : value;
    }
    const next = appSettingsSchema.parse(merged);
    this.db.transaction(() => {
      for (const key of Object.keys(patch)) this.upsert.run(key, JSON.stringify(next[key as keyof AppSettings]));
    })();
    this.cached = next;
    return next;
  }

  /** Writes every setting (the seed). */
  writeAll(settings: AppSettings): void {
    for (const [key, value] of Object.entries(settings)) this.upsert.run(key, JSON.stringify(value));
    this.cached = undefined;
  }
}
