import { z } from 'zod';

/** Shapes of GET /authorization (spec part 1, section 3 "Authorization data"). */

export const themeClassSchema = z.object({
  menu_background_color: z.string(),
  menu_text_color: z.string(),
  button_background_link_color: z.string(),
  button_text_color: z.string(),
});
export type ThemeClass = z.infer<typeof themeClassSchema>;

export const sidebarRouteSchema = z.object({
  name: z.string(),
  icon: z.string(),
  /** The app path this item opens, e.g. "/time/bird-view". */
  route_name: z.string(),
  /** Only items of type "admin" are shown in the sidebar. */
  type: z.string(),
});
export const sidebarGroupSchema = z.object({
  name: z.string(),
  icon: z.string(),
  routes: z.array(sidebarRouteSchema),
});
export type SidebarGroup = z.infer<typeof sidebarGroupSchema>;

export const authorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  permissions: z.array(z.string()),
  sidebar: z.array(sidebarGroupSchema),
  total_notification: z.number().int().nonnegative(),
});
export type Author = z.infer<typeof authorSchema>;

export const appDataSchema = z.object({
  isLoggedIn: z.boolean(),
  enabled_google_sso: z.boolean(),
  enabled_apple_sso: z.boolean(),
  home_route: z.string(),
  timezone: z.string(),
  /** Tenant-local wall time, "YYYY-MM-DD HH:mm:ss". */
  server_time: z.string(),
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  first_day_of_week: z.number().int().min(1).max(7),
  company_name: z.string(),
  company_logo: z.string().nullable(),
  draft_logo: z.string().nullable(),
  url: z.string(),
  feed_widget_count: z.number().int().nonnegative(),
  theme_class: themeClassSchema,
  /**
   * The trial-over flag. The spec does not say where the real API sets it, so an answer without it
   * signs in as usual and shows no trial notice (a required field here would refuse every sign-in).
   */
  is_trial_over: z.boolean().optional().default(false),
});
export type AppData = z.infer<typeof appDataSchema>;

export const settingsSchema = z.object({
  greeting: z.string(),
  date_format: z.string(),
  /** 1 = 12-hour display, 2 = 24-hour display. */
  time_format: z.number().int(),
  app_calendar_start_date: z.string(),
  rows_per_page: z.number().int().positive(),
  is_enable_web_push: z.boolean(),
  /** Payment-provider settings: the spec names neither their key nor their fields, and nothing here reads them. */
  payment: z.record(z.string(), z.unknown()).optional(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const authorizationSchema = z.object({
  author: authorSchema.nullable(),
  app: appDataSchema,
  settings: settingsSchema,
});
export type Authorization = z.infer<typeof authorizationSchema>;

/** POST /login and the SSO authentication calls. */
export const loginResponseSchema = z.object({
  message: z.string(),
  author: z.object({ id: z.number().int(), username: z.string(), name: z.string() }),
});

/** POST /login/{google|apple}: the provider address the browser goes to. */
export const ssoStartResponseSchema = z.object({ url: z.string().url() });

export const messageResponseSchema = z.object({ message: z.string() });

/** Laravel-style validation error body (422, 424, 460, 461). */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
