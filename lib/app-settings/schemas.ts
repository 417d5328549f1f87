import { z } from 'zod';
import { messageSchema } from '@/lib/shared/schemas';

/** Answers of the application settings calls (spec part 2 §3 Company, Email setup, Handbook; §7 application settings). Client-safe. */

/** Answers of the settings welcome wizard's update (its state is the leave settings'). */
export { welcomeWizardUpdateResponseSchema } from '@/lib/leave/schemas';
export { messageSchema };

const hex = z.string().regex(/^#[0-9A-Fa-f]{6}$/);

/** Company: title, website_url, country_id, logo (the saved logo's address, or null). */
export const companySchema = z.object({
  title: z.string(),
  website_url: z.string().nullable(),
  country_id: z.number().int().nullable(),
  logo: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;
export const companyResponseSchema = z.object({ data: companySchema });

/** Network setup: the addresses people may clock in from (empty: anywhere), and the caller's own. */
export const networkSetupResponseSchema = z.object({ data: z.object({ ip_addresses: z.array(z.string()), your_ip_address: z.string().nullable() }) });
export type NetworkSetup = z.infer<typeof networkSetupResponseSchema>['data'];

/** Theme design: the four colours of theme_class. */
export const themeDesignSchema = z.object({
  menu_background_color: hex,
  menu_text_color: hex,
  button_background_link_color: hex,
  button_text_color: hex,
});
export type ThemeDesign = z.infer<typeof themeDesignSchema>;
export const themeDesignResponseSchema = z.object({ data: themeDesignSchema });

/** E-mail setup: subject_prefix, email_logo_url. */
export const emailSetupResponseSchema = z.object({ data: z.object({ subject_prefix: z.string().nullable(), email_logo_url: z.string().nullable() }) });
export type EmailSetup = z.infer<typeof emailSetupResponseSchema>['data'];

const channelsSchema = z.object({ in_app: z.boolean(), email: z.boolean(), web_push: z.boolean() });
/** Alert setup: every event's channels. */
export const notificationSettingsResponseSchema = z.object({ data: z.record(z.string(), channelsSchema) });
export type NotificationSettings = z.infer<typeof notificationSettingsResponseSchema>['data'];

/** Employee handbook: handbook_url (null: none). */
export const handbookResponseSchema = z.object({ data: z.object({ handbook_url: z.string().nullable() }) });

/** GET /application/configuration/list: what the settings screens choose from. */
export const configurationListSchema = z.object({
  data: z.object({
    theme_defaults: themeDesignSchema,
    notification_channels: z.array(z.object({ key: z.string(), label: z.string() })),
    notification_events: z.array(z.object({ key: z.string(), group: z.string(), label: z.string(), audience: z.string() })),
    /** The employee handbook's address, for everyone (the profile menu). */
    handbook_url: z.string().nullable(),
  }),
});
