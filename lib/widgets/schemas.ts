import { z } from 'zod';

/**
 * Dashboard widgets (spec part 2 §3 "Widgets", §7 "Dashboard widgets") and the
 * feed sidebar card setup (part 1 §7 widget-settings). The feed sidebar shows
 * the enabled cards in their order, at most `feed_widget_count` of them.
 */

/** The sidebar cards, in their default order. */
export const WIDGET_KEYS = ['daily_clocks', 'birthdays', 'work_anniversaries', 'recent_joined', 'on_leave'] as const;
export const widgetKeySchema = z.enum(WIDGET_KEYS);
export type WidgetKey = z.infer<typeof widgetKeySchema>;

export const widgetSettingSchema = z.object({
  key: widgetKeySchema,
  name: z.string(),
  is_enabled: z.boolean(),
  position: z.number().int().positive(),
});
export type WidgetSetting = z.infer<typeof widgetSettingSchema>;

/** GET /settings/feed/widget-settings/index and GET /dashboard/widget/settings/index: every card, in order. */
export const widgetSettingsSchema = z.object({
  data: z.array(widgetSettingSchema),
  /** How many cards the feed sidebar shows at most (app data's feed_widget_count). */
  feed_widget_count: z.number().int().nonnegative(),
});
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;

/** POST /settings/feed/widget-settings/update: every card in the chosen order with its switch. */
/** POST /settings/feed/widget-settings/update: the saved cards and the spec's message. */
export const widgetSettingsSavedSchema = widgetSettingsSchema.extend({ message: z.string() });

export const widgetSettingsUpdateSchema = z.object({
  widgets: z
    .array(z.object({ key: widgetKeySchema, is_enabled: z.boolean() }))
    .length(WIDGET_KEYS.length)
    .refine((list) => new Set(list.map((item) => item.key)).size === list.length, 'Each card must be listed once.'),
});
export type WidgetSettingsUpdate = z.infer<typeof widgetSettingsUpdateSchema>;

export const widgetPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  avatar: z.string(),
  designation_name: z.string().nullable(),
});
export type WidgetPerson = z.infer<typeof widgetPersonSchema>;

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number().int().nonnegative() });

/** GET /dashboard/widget/daily-clocks-people/index: who clocked in today, of the people expected at work. */
export const dailyClocksSchema = list(
  widgetPersonSchema.extend({
    /** Tenant wall time "YYYY-MM-DD HH:mm:ss". */
    clock_in: z.string(),
    /** The last clock-out once no clock of the day runs; null while one runs (absent: an upstream that does not say). */
    clock_out: z.string().nullable().optional(),
  }),
);
export type DailyClocks = z.infer<typeof dailyClocksSchema>;

/** GET /dashboard/widget/clock/index (spec part 2 §3 "Widgets", Clock: user_id, total_shifting_users). */
export const clockWidgetSchema = z.object({ user_id: z.number().int(), total_shifting_users: z.number().int().nonnegative() });

/**
 * The "Clocked in today" card: daily-clocks-people's list, and how many people clock
 * (total_shifting_users, the clock widget's, read beside it; null when that call failed).
 */
export type DailyClocksCard = DailyClocks & { total_shifting_users: number | null };

/** GET /dashboard/widget/recent-joined-people/index (the last 30 days). */
export const recentJoinedSchema = list(widgetPersonSchema.extend({ joining_date: z.string() }));
export type RecentJoined = z.infer<typeof recentJoinedSchema>;

/** GET /dashboard/widget/recent-on-leave-people/index (today). */
export const onLeaveSchema = list(widgetPersonSchema.extend({ leave_type: z.string().nullable(), until: z.string() }));
export type OnLeave = z.infer<typeof onLeaveSchema>;

/** GET /dashboard/widget/recent-birthday-people/index (today and the next 13 days). */
export const birthdaysSchema = list(widgetPersonSchema.extend({ date: z.string(), is_today: z.boolean() }));
export type Birthdays = z.infer<typeof birthdaysSchema>;

export const ANNIVERSARY_BADGES = ['platinum', 'gold', 'silver', 'bronze'] as const;
export type AnniversaryBadge = (typeof ANNIVERSARY_BADGES)[number];

/** GET /dashboard/widget/recent-work-anniversary-people/index (today and the next 30 days). */
export const anniversariesSchema = list(
  widgetPersonSchema.extend({
    date: z.string(),
    is_today: z.boolean(),
    years: z.number().int().positive(),
    badge: z.enum(ANNIVERSARY_BADGES),
  }),
);
export type Anniversaries = z.infer<typeof anniversariesSchema>;
