import { APP_SETTINGS_MESSAGES } from '../../lib/app-settings/limits';
import {
  companyResponseSchema,
  configurationListSchema,
  emailSetupResponseSchema,
  handbookResponseSchema,
  networkSetupResponseSchema,
  notificationSettingsResponseSchema,
  themeDesignResponseSchema,
} from '../../lib/app-settings/schemas';
import { authorizationSchema } from '../../lib/auth/schemas';
import { DIALOG_TEXTS, VALIDATION_MESSAGES } from '../../lib/messages';
import { NOTIFICATION_EVENTS } from '../../lib/notifications/events';
import type { Upstream } from '../src/server';
import { ApiClient, DEMO, upstreamWithAdminAndEmployee } from './helpers';

/** Contract tests of the application settings calls, and that what they save takes effect where it should. */

const A = '/settings/general/application';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

let upstream: Upstream, admin: ApiClient, employee: ApiClient;

beforeAll(async () => ({ upstream, admin, employee } = await upstreamWithAdminAndEmployee()));
afterAll(() => upstream.close());

const authorization = async (client: ApiClient) => authorizationSchema.parse((await client.get('/authorization')).body);
const mails = async (to: string) => ((await (await fetch(`${upstream.url}/__dev/mailbox?to=${to}`)).json()) as { data: { subject: string; body: string }[] }).data;

it('refuses every setting to people without its permission', async () => {
  for (const setting of ['company', 'network-setup', 'theme-design', 'email-setup', 'notification-settings', 'handbook']) {
    expect((await employee.get(`${A}/${setting}/index`)).status).toBe(403);
    expect((await employee.post(`${A}/${setting}/update`, {})).status).toBe(403);
  }
  expect((await employee.post(`${A}/email-setup/test`)).status).toBe(403);
});

describe('company', () => {
  it('validates and saves title, website and country; /authorization shows the name', async () => {
    const bad = await admin.post(`${A}/company/update`, { title: '', website_url: 'not a url', country_id: 9999 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['title']);
    const worse = await admin.post(`${A}/company/update`, { title: 'Northwind', website_url: 'not a url', country_id: 9999 });
    expect(worse.body.errors).toEqual({ website_url: ['The website url field must be a valid URL.'], country_id: [APP_SETTINGS_MESSAGES.countryUnknown] });

    const saved = await admin.post(`${A}/company/update`, { title: 'Northwind Crew GmbH', website_url: 'https://northwind.example/about', country_id: 40 });
    expect(saved.body.message).toBe(DIALOG_TEXTS.success.edit);
    expect(companyResponseSchema.parse((await admin.get(`${A}/company/index`)).body).data).toMatchObject({
      title: 'Northwind Crew GmbH',
      website_url: 'https://northwind.example/about',
      country_id: 40,
    });
    expect((await authorization(employee)).app.company_name).toBe('Northwind Crew GmbH');
  });

  it('takes a new logo as multipart, serves it, and refuses what is not an image', async () => {
    const notImage = await admin.multipart(`${A}/company/update`, { title: 'Northwind Crew' }, { name: 'logo.png', data: Buffer.from('<svg/>'), field: 'logo' });
    expect(notImage.status).toBe(422);
    expect(Object.keys((notImage.body as { errors: object }).errors)).toEqual(['logo']);

    const saved = await admin.multipart(`${A}/company/update`, { title: 'Northwind Crew', country_id: '276' }, { name: 'logo.png', data: PNG, type: 'image/png', field: 'logo' });
    expect(saved.status).toBe(200);
    const logo = companyResponseSchema.parse(saved.body).data.logo!;
    expect(logo).toMatch(/\/images\/company\/[\w-]+$/);
    expect((await authorization(employee)).app.company_logo).toBe(logo);
    const served = await fetch(logo);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });
});

describe('theme design', () => {
  it('answers the hash_color rule, saves 3- or 6-digit colours, and every user’s theme_class has them', async () => {
    const bad = await admin.post(`${A}/theme-design/update`, {
      menu_background_color: '#12345',
      menu_text_color: 'white',
      button_background_link_color: '#FF7F5C',
      button_text_color: '',
    });
    expect(bad.body.errors).toEqual({
      menu_background_color: [VALIDATION_MESSAGES.hashColour],
      menu_text_color: [VALIDATION_MESSAGES.hashColour],
      button_text_color: ['The button text color field is required.'],
    });
    const theme = { menu_background_color: '#0a3', menu_text_color: '#ffffff', button_background_link_color: '#123456', button_text_color: '#FFF' };
    const saved = themeDesignResponseSchema.parse((await admin.post(`${A}/theme-design/update`, theme)).body);
    expect(saved.data).toEqual({ menu_background_color: '#00AA33', menu_text_color: '#FFFFFF', button_background_link_color: '#123456', button_text_color: '#FFFFFF' });
    expect((await authorization(employee)).app.theme_class).toEqual(saved.data);
    expect(themeDesignResponseSchema.parse((await admin.get(`${A}/theme-design/index`)).body).data).toEqual(saved.data);
  });
});

describe('network setup', () => {
  it('answers the ipv4 rule, and a clock in from elsewhere is refused until the address is listed', async () => {
    const bad = await admin.post(`${A}/network-setup/update`, { ip_addresses: '10.0.0.1, 300.1.1.1' });
    expect(bad.body.errors).toEqual({ ip_addresses: [VALIDATION_MESSAGES.ipv4] });

    const elsewhere = networkSetupResponseSchema.parse((await admin.post(`${A}/network-setup/update`, { ip_addresses: '10.0.0.1,10.0.0.2 10.0.0.1' })).body);
    expect(elsewhere.data.ip_addresses).toEqual(['10.0.0.1', '10.0.0.2']);
    const refused = await employee.post('/time/attendance/clock/in', {});
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(APP_SETTINGS_MESSAGES.outsideNetwork('127.0.0.1'));

    // The BFF on this machine passes the browser's address on.
    const forwarded = await employee.request('POST', '/time/attendance/clock/in', { json: {}, headers: { 'X-Forwarded-For': '10.0.0.2' } });
    expect(forwarded.status).toBe(200);
    await employee.post('/time/attendance/clock/out-general');

    expect((await admin.post(`${A}/network-setup/update`, { ip_addresses: '' })).status).toBe(200);
    expect(networkSetupResponseSchema.parse((await admin.get(`${A}/network-setup/index`)).body).data).toEqual({ ip_addresses: [], your_ip_address: '127.0.0.1' });
  });
});

describe('e-mail setup', () => {
  it('saves the subject prefix and logo, and a test e-mail lands in the mailbox with the prefix', async () => {
    const bad = await admin.post(`${A}/email-setup/update`, { subject_prefix: 'x'.repeat(41), email_logo_url: 'logo' });
    expect(Object.keys(bad.body.errors)).toEqual(['subject_prefix']);
    const saved = emailSetupResponseSchema.parse((await admin.post(`${A}/email-setup/update`, { subject_prefix: '[Northwind]', email_logo_url: 'https://northwind.example/logo.png' })).body);
    expect(saved.data).toEqual({ subject_prefix: '[Northwind]', email_logo_url: 'https://northwind.example/logo.png' });
    const sent = await admin.post(`${A}/email-setup/test`);
    expect(sent.body.message).toBe(APP_SETTINGS_MESSAGES.testEmailSent(DEMO.admin));
    const [mail] = await mails(DEMO.admin);
    expect(mail!.subject).toBe('[Northwind] Test e-mail');
    expect(mail!.body).toContain('https://northwind.example/logo.png');
    await admin.post(`${A}/email-setup/update`, {});
  });
});

describe('alert setup', () => {
  const acknowledgePost = () => admin.post('/feed/store', { content: `Please read ${Date.now()}`, type: 1, photos: [], attachments: [] });
  const alertsOf = (email: string) =>
    (upstream.db.prepare("SELECT COUNT(*) AS n FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = ? AND n.type = 'feed'").get(email) as { n: number }).n;

  it('lists every event with its defaults, and the alerts follow the saved channels', async () => {
    const index = notificationSettingsResponseSchema.parse((await admin.get(`${A}/notification-settings/index`)).body);
    expect(Object.keys(index.data)).toEqual(NOTIFICATION_EVENTS.map((event) => event.key));

    const before = alertsOf(DEMO.employee);
    expect((await acknowledgePost()).status).toBe(201);
    expect(alertsOf(DEMO.employee)).toBe(before + 1);

    const saved = await admin.post(`${A}/notification-settings/update`, { feed_acknowledge: { in_app: false, email: true, web_push: false } });
    expect(notificationSettingsResponseSchema.parse(saved.body).data.feed_acknowledge).toEqual({ in_app: false, email: true, web_push: false });
    const mailsBefore = (await mails(DEMO.employee)).length;
    await acknowledgePost();
    expect(alertsOf(DEMO.employee)).toBe(before + 1);
    expect((await mails(DEMO.employee)).length).toBe(mailsBefore + 1);

    expect((await admin.post(`${A}/notification-settings/update`, { feed_acknowledge: { in_app: 'yes' }, nothing: {} })).body.errors).toEqual({
      feed_acknowledge: [VALIDATION_MESSAGES.invalidSubmission],
      nothing: [VALIDATION_MESSAGES.invalidSubmission],
    });
    await admin.post(`${A}/notification-settings/update`, { feed_acknowledge: { in_app: true, email: false, web_push: true } });
  });
});

describe('employee handbook', () => {
  it('saves a web address and deletes it', async () => {
    expect((await admin.post(`${A}/handbook/update`, { handbook_url: 'handbook' })).body.errors).toEqual({ handbook_url: ['The handbook url field must be a valid URL.'] });
    const saved = handbookResponseSchema.parse((await admin.post(`${A}/handbook/update`, { handbook_url: 'https://northwind.example/handbook' })).body);
    expect(saved.data.handbook_url).toBe('https://northwind.example/handbook');
    expect(configurationListSchema.parse((await employee.get('/application/configuration/list')).body).data.handbook_url).toBe('https://northwind.example/handbook');
    expect((await admin.request('DELETE', `${A}/handbook/delete`)).body.message).toBe(DIALOG_TEXTS.success.delete);
    expect(handbookResponseSchema.parse((await admin.get(`${A}/handbook/index`)).body).data.handbook_url).toBeNull();
  });
});

it('gives any signed-in user the configuration list', async () => {
  const list = configurationListSchema.parse((await employee.get('/application/configuration/list')).body);
  expect(list.data.notification_events.map((event) => event.key)).toEqual(NOTIFICATION_EVENTS.map((event) => event.key));
  expect(list.data.theme_defaults.menu_background_color).toBe('#323DA5');
});
