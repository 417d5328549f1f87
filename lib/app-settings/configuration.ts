import type { Company, EmailSetup, NetworkSetup, NotificationSettings, ThemeDesign } from '@/lib/app-settings/schemas';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '@/lib/notifications/events';
import type { ProtectedPattern } from '@/lib/routes';
import { counted } from '@/lib/shared/plural';

/**
 * The configuration index (/settings/general-settings/configuration): each
 * general setting summed up in a line or two, with the screen that changes it.
 * A setting the user may not read (its call answered 403) is left out.
 * Client-safe, pure.
 */

export interface ConfigurationCard {
  title: string;
  /** Where it is changed. */
  screen: ProtectedPattern;
  /** What is set now, one fact a line. */
  facts: string[];
  /** The four theme colours, shown as swatches. */
  swatches?: { label: string; color: string }[];
}

export interface ConfigurationData {
  company: Company | null;
  network: NetworkSetup | null;
  email: EmailSetup | null;
  handbook: { handbook_url: string | null } | null;
  theme: ThemeDesign | null;
  alerts: NotificationSettings | null;
}


export function configurationCards(data: ConfigurationData): ConfigurationCard[] {
  const cards: ConfigurationCard[] = [];
  if (data.company) {
    cards.push({
      title: 'Company information',
      screen: '/settings/general-settings/company-information',
      facts: [data.company.title, data.company.website_url || 'No website', data.company.logo ? 'Own logo' : 'No logo'],
    });
  }
  if (data.network) {
    const addresses = data.network.ip_addresses;
    cards.push({
      title: 'Network setup',
      screen: '/settings/general-settings/network-setup',
      facts: addresses.length ? [`Clocking in only from ${counted(addresses.length, 'address', 'addresses')}`, addresses.join(', ')] : ['Clocking in from anywhere'],
    });
  }
  if (data.email) {
    cards.push({
      title: 'Email setup',
      screen: '/settings/general-settings/email-setup',
      facts: [data.email.subject_prefix ? `Subjects start with “${data.email.subject_prefix}”` : 'No subject prefix', data.email.email_logo_url ? 'A logo in every e-mail' : 'No e-mail logo'],
    });
  }
  if (data.alerts) {
    const settings = data.alerts;
    const on = (channel: (typeof NOTIFICATION_CHANNELS)[number]['key']) => NOTIFICATION_EVENTS.filter((event) => (settings[event.key] ?? event.defaults)[channel]).length;
    cards.push({
      title: 'Alert setup',
      screen: '/settings/general-settings/alert-setup',
      facts: NOTIFICATION_CHANNELS.map((channel) => `${channel.label}: ${on(channel.key)} of ${counted(NOTIFICATION_EVENTS.length, 'event')}`),
    });
  }
  if (data.handbook) {
    cards.push({
      title: 'Employee handbook',
      screen: '/settings/general-settings/employee-handbook',
      facts: [data.handbook.handbook_url ?? 'No handbook yet'],
    });
  }
  if (data.theme) {
    const theme = data.theme;
    cards.push({
      title: 'Theme design',
      screen: '/settings/general-settings/theme-design',
      facts: [],
      swatches: [
        { label: 'Menu background', color: theme.menu_background_color },
        { label: 'Menu text', color: theme.menu_text_color },
        { label: 'Buttons', color: theme.button_background_link_color },
        { label: 'Button text', color: theme.button_text_color },
      ],
    });
  }
  return cards;
}
