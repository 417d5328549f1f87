import { configurationCards, type ConfigurationData } from '@/lib/app-settings/configuration';
import { NOTIFICATION_EVENTS } from '@/lib/notifications/events';

const ALL: ConfigurationData = {
  company: { title: 'Northwind Crew', website_url: 'https://northwind.example', country_id: 1, logo: 'logo.svg' },
  network: { ip_addresses: ['10.0.0.1', '10.0.0.2'], your_ip_address: '127.0.0.1' },
  email: { subject_prefix: '[NW]', email_logo_url: null },
  handbook: { handbook_url: null },
  theme: { menu_background_color: '#0F766E', menu_text_color: '#FFFFFF', button_background_link_color: '#2563EB', button_text_color: '#FFFFFF' },
  alerts: { shift_published: { in_app: true, email: false, web_push: false } },
};

describe('configurationCards', () => {
  it('sums up each setting with the screen that changes it', () => {
    const cards = configurationCards(ALL);
    expect(cards.map((card) => card.screen)).toEqual([
      '/settings/general-settings/company-information',
      '/settings/general-settings/network-setup',
      '/settings/general-settings/email-setup',
      '/settings/general-settings/alert-setup',
      '/settings/general-settings/employee-handbook',
      '/settings/general-settings/theme-design',
    ]);
    expect(cards[0]!.facts).toEqual(['Northwind Crew', 'https://northwind.example', 'Own logo']);
    expect(cards[1]!.facts).toEqual(['Clocking in only from 2 addresses', '10.0.0.1, 10.0.0.2']);
    expect(cards[2]!.facts).toEqual(['Subjects start with “[NW]”', 'No e-mail logo']);
    expect(cards[4]!.facts).toEqual(['No handbook yet']);
    expect(cards[5]!.swatches?.map((swatch) => swatch.color)).toEqual(['#0F766E', '#FFFFFF', '#2563EB', '#FFFFFF']);
  });

  it('counts the alert channels from the saved choices over each event’s defaults', () => {
    const alerts = configurationCards(ALL).find((card) => card.title === 'Alert setup')!;
    const total = NOTIFICATION_EVENTS.length;
    const emailDefaults = NOTIFICATION_EVENTS.filter((event) => event.key !== 'shift_published' && event.defaults.email).length;
    const pushDefaults = NOTIFICATION_EVENTS.filter((event) => event.key !== 'shift_published' && event.defaults.web_push).length;
    expect(alerts.facts).toEqual([`In-app: ${total} of ${total} events`, `E-mail: ${emailDefaults} of ${total} events`, `Web push: ${pushDefaults} of ${total} events`]);
  });

  it('says "anywhere" for an empty network list and leaves out what the user may not read', () => {
    const cards = configurationCards({ ...ALL, network: { ip_addresses: [], your_ip_address: null }, company: null, theme: null });
    expect(cards.find((card) => card.title === 'Network setup')!.facts).toEqual(['Clocking in from anywhere']);
    expect(cards.map((card) => card.title)).not.toContain('Company information');
    expect(cards.map((card) => card.title)).not.toContain('Theme design');
  });
});
