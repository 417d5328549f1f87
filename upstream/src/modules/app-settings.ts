import { createHash, randomBytes } from 'node:crypto';
import { APP_SETTINGS_MESSAGES, COMPANY_TITLE_MAX, fullHexColour, HASH_COLOUR, IP_ADDRESSES_MAX, isWebAddress, parseAddressList, SUBJECT_PREFIX_MAX, URL_MAX } from '../../../lib/app-settings/limits';
import { DEFAULT_THEME_CLASS } from '../../../lib/constants';
import { DIALOG_TEXTS } from '../../../lib/messages';
import { channelsOf, NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '../../../lib/notifications/events';
import { AVATAR_MAX_BYTES, avatarTypeOf, checkAvatar } from '../../../lib/onboarding/avatar';
import { readMultipart } from '../domain/files-multipart';
import { Outbox } from '../domain/outbox';
import type { AppSettingsPatch } from '../domain/settings';
import type { RequestContext } from '../http/context';
import { clientAddress } from '../http/client-address';
import { json, notFound, validationFailed, type FieldErrors, type Reply } from '../http/respond';
import type { Router } from '../http/router';
import { validate } from '../http/validate';
import type { Services } from '../services';
import { countryById } from './shared-data';

/**
 * Application settings (spec part 2 §7 "Search and application settings",
 * under /settings/general/application/): company, network, theme, e-mail,
 * alerts and the handbook, each read and written with its own permission;
 * plus the configuration list the settings screens choose from. What they
 * change takes effect everywhere at once: /authorization reads the same
 * store (company name and logo, theme_class), clocking in checks the
 * network, alerts check their channels, mail takes the subject prefix.
 */

const A = '/settings/general/application';
const MULTIPART_OVERHEAD = 64 * 1024;
const LOGO_PATH = 'company';

type Body = Record<string, unknown>;

const fail = (field: string, message: string): never => {
  throw validationFailed({ [field]: [message] });
};

export function registerAppSettings(router: Router, services: Services): void {
  const { settings, db, config } = services;
  const image = (file: string | null) => (file ? `${config.publicUrl}/images/${file}` : null);
  const saveImage = db.prepare('INSERT INTO tenant_images (token, mime, data, created_at) VALUES (?, ?, ?, ?)');
  const findImage = db.prepare<[string], { mime: string; data: Buffer }>('SELECT mime, data FROM tenant_images WHERE token = ?');

  // ── Company ──────────────────────────────────────────────────────────
  const company = () => {
    const current = settings.get();
    return { title: current.company_name, website_url: current.company_website_url, country_id: current.company_country_id, logo: image(current.company_logo) };
  };
  router.get(`${A}/company/index`, () => json({ data: company() }), { can: ['configure_company_setup'] });

  // JSON, or multipart when a new logo comes with it.
  router.post(
    `${A}/company/update`,
    async (ctx) => {
      const multipart = (ctx.req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
      const { fields, logo } = multipart ? await multipartOf(ctx) : { fields: ((await ctx.body()) ?? {}) as Body, logo: undefined };
      const input = validate(fields, {
        title: { type: 'string', required: true, max: COMPANY_TITLE_MAX },
        website_url: { type: 'string', max: URL_MAX },
      } as const);
      const errors: FieldErrors = {};
      if (input.website_url && !isWebAddress(input.website_url)) errors.website_url = ['The website url field must be a valid URL.'];
      const countryId = fields.country_id === undefined || fields.country_id === null || fields.country_id === '' ? null : Number(fields.country_id);
      if (countryId !== null && !(Number.isInteger(countryId) && countryById(countryId))) errors.country_id = [APP_SETTINGS_MESSAGES.countryUnknown];
      let logoFile: string | undefined;
      if (logo) {
        const problem = checkAvatar({ name: logo.filename, size: logo.data.length });
        const mime = problem ? null : avatarTypeOf(logo.data);
        if (!mime) errors.logo = [problem ?? 'The logo must be an image.'];
        else {
          const token = `${createHash('sha1').update(logo.data).digest('base64url').slice(0, 12)}${randomBytes(6).toString('base64url')}`;
          logoFile = `${LOGO_PATH}/${token}`;
          if (Object.keys(errors).length === 0) saveImage.run(token, mime, logo.data, new Date().toISOString());
        }
      }
      if (Object.keys(errors).length) throw validationFailed(errors);
      const patch: AppSettingsPatch = { company_name: input.title, company_website_url: input.website_url ?? null, company_country_id: countryId, draft_logo: null };
      if (logoFile) patch.company_logo = logoFile;
      settings.update(patch);
      return json({ message: DIALOG_TEXTS.success.edit, data: company() });
    },
    { can: ['configure_company_setup'] },
  );

  router.get(
    `/images/${LOGO_PATH}/{token}`,
    (ctx) => {
      const found = findImage.get(ctx.params.token!);
      if (!found) throw notFound();
      const etag = `"${createHash('sha1').update(found.data).digest('base64url')}"`;
      const headers = { ETag: etag, 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; sandbox" };
      if (ctx.req.headers['if-none-match'] === etag) return { status: 304, headers, body: '' } satisfies Reply;
      return { status: 200, headers: { ...headers, 'Content-Type': found.mime }, body: found.data } satisfies Reply;
    },
    { kind: 'asset' },
  );

  // ── Network setup ────────────────────────────────────────────────────
  const network = (ctx: RequestContext) => ({ ip_addresses: settings.get().allowed_ips, your_ip_address: clientAddress(ctx) });
  router.get(`${A}/network-setup/index`, (ctx) => json({ data: network(ctx) }), { can: ['configure_network_setup'] });
  router.post(
    `${A}/network-setup/update`,
    async (ctx) => {
      const body = ((await ctx.body()) ?? {}) as Body;
      const raw = Array.isArray(body.ip_addresses) ? body.ip_addresses.join(',') : body.ip_addresses;
      if (raw !== undefined && raw !== null && typeof raw !== 'string') fail('ip_addresses', APP_SETTINGS_MESSAGES.ipv4);
      const addresses = parseAddressList((raw as string | null | undefined) ?? '');
      if (!addresses) return fail('ip_addresses', APP_SETTINGS_MESSAGES.ipv4);
      if (addresses.length > IP_ADDRESSES_MAX) fail('ip_addresses', APP_SETTINGS_MESSAGES.tooManyAddresses);
      settings.update({ allowed_ips: addresses });
      return json({ message: DIALOG_TEXTS.success.edit, data: network(ctx) });
    },
    { can: ['configure_network_setup'] },
  );

  // ── Theme design ─────────────────────────────────────────────────────
  const THEME_KEYS = Object.keys(DEFAULT_THEME_CLASS) as (keyof typeof DEFAULT_THEME_CLASS)[];
  router.get(`${A}/theme-design/index`, () => json({ data: settings.get().theme_class }), { can: ['configure_theme_setup'] });
  router.post(
    `${A}/theme-design/update`,
    async (ctx) => {
      const body = ((await ctx.body()) ?? {}) as Body;
      const errors: FieldErrors = {};
      const theme = {} as Record<(typeof THEME_KEYS)[number], string>;
      for (const key of THEME_KEYS) {
        const value = typeof body[key] === 'string' ? (body[key] as string).trim() : '';
        if (!value) errors[key] = [`The ${key.replaceAll('_', ' ')} field is required.`];
        else if (!HASH_COLOUR.test(value)) errors[key] = [APP_SETTINGS_MESSAGES.hashColour];
        else theme[key] = fullHexColour(value);
      }
      if (Object.keys(errors).length) throw validationFailed(errors);
      const saved = settings.update({ theme_class: theme });
      return json({ message: DIALOG_TEXTS.success.edit, data: saved.theme_class });
    },
    { can: ['configure_theme_setup'] },
  );

  // ── E-mail setup ─────────────────────────────────────────────────────
  const outbox = new Outbox(db);
  const emailSetup = () => ({ subject_prefix: settings.get().email_subject_prefix, email_logo_url: settings.get().email_logo_url });
  router.get(`${A}/email-setup/index`, () => json({ data: emailSetup() }), { can: ['configure_email_setup'] });
  router.post(
    `${A}/email-setup/update`,
    async (ctx) => {
      const body = ((await ctx.body()) ?? {}) as Body;
      const input = validate(body, { subject_prefix: { type: 'string', max: SUBJECT_PREFIX_MAX }, email_logo_url: { type: 'string', max: URL_MAX } } as const);
      if (input.email_logo_url && !isWebAddress(input.email_logo_url)) fail('email_logo_url', 'The email logo url field must be a valid URL.');
      settings.update({ email_subject_prefix: input.subject_prefix ?? null, email_logo_url: input.email_logo_url ?? null });
      return json({ message: DIALOG_TEXTS.success.edit, data: emailSetup() });
    },
    { can: ['configure_email_setup'] },
  );
  // Not in the spec: a test e-mail to the caller, with the saved setup, so an administrator sees what people get.
  router.post(
    `${A}/email-setup/test`,
    (ctx) => {
      const me = services.users.findById(ctx.userId())!;
      const { company_name, email_logo_url } = settings.get();
      outbox.send(me.email, {
        subject: 'Test e-mail',
        body: [
          `Hello ${me.first_name},`,
          '',
          `This is a test e-mail from ${company_name}. If you can read it, e-mail works.`,
          email_logo_url ? `Logo: ${email_logo_url}` : 'No e-mail logo is set.',
        ].join('\n'),
      });
      return json({ message: APP_SETTINGS_MESSAGES.testEmailSent(me.email) });
    },
    { can: ['configure_email_setup'] },
  );

  // ── Alert setup ──────────────────────────────────────────────────────
  router.get(`${A}/notification-settings/index`, () => json({ data: channelsOf(settings.get().notification_settings) }), {
    can: ['configure_notification_setup'],
  });
  router.post(
    `${A}/notification-settings/update`,
    async (ctx) => {
      const body = ((await ctx.body()) ?? {}) as Body;
      const errors: FieldErrors = {};
      const next: Record<string, Record<string, boolean>> = {};
      for (const event of NOTIFICATION_EVENTS) {
        const given = body[event.key];
        if (given === undefined) continue;
        const channels = given && typeof given === 'object' && !Array.isArray(given) ? (given as Body) : null;
        if (!channels || NOTIFICATION_CHANNELS.some((channel) => channels[channel.key] !== undefined && typeof channels[channel.key] !== 'boolean')) {
          errors[event.key] = ['Invalid submission. Kindly try again'];
          continue;
        }
        next[event.key] = Object.fromEntries(NOTIFICATION_CHANNELS.filter((channel) => channels[channel.key] !== undefined).map((channel) => [channel.key, channels[channel.key] as boolean]));
      }
      const unknown = Object.keys(body).filter((key) => !NOTIFICATION_EVENTS.some((event) => event.key === key));
      for (const key of unknown) errors[key] = ['Invalid submission. Kindly try again'];
      if (Object.keys(errors).length) throw validationFailed(errors);
      const merged = { ...settings.get().notification_settings };
      for (const [key, channels] of Object.entries(next)) merged[key] = { ...merged[key], ...channels };
      const saved = settings.update({ notification_settings: merged });
      return json({ message: DIALOG_TEXTS.success.edit, data: channelsOf(saved.notification_settings) });
    },
    { can: ['configure_notification_setup'] },
  );

  // ── Employee handbook ────────────────────────────────────────────────
  const handbook = () => ({ handbook_url: settings.get().handbook_url });
  router.get(`${A}/handbook/index`, () => json({ data: handbook() }), { can: ['configure_handbook_link'] });
  router.post(
    `${A}/handbook/update`,
    async (ctx) => {
      const input = validate(((await ctx.body()) ?? {}) as Body, { handbook_url: { type: 'string', required: true, max: URL_MAX } } as const);
      if (!isWebAddress(input.handbook_url)) fail('handbook_url', 'The handbook url field must be a valid URL.');
      settings.update({ handbook_url: input.handbook_url });
      return json({ message: DIALOG_TEXTS.success.edit, data: handbook() });
    },
    { can: ['configure_handbook_link'] },
  );
  router.delete(
    `${A}/handbook/delete`,
    () => {
      settings.update({ handbook_url: null });
      return json({ message: DIALOG_TEXTS.success.delete });
    },
    { can: ['configure_handbook_link'] },
  );

  // ── Configuration list ───────────────────────────────────────────────
  router.get(
    '/application/configuration/list',
    () =>
      json({
        data: {
          theme_defaults: DEFAULT_THEME_CLASS,
          notification_channels: NOTIFICATION_CHANNELS,
          notification_events: NOTIFICATION_EVENTS.map(({ key, group, label, audience }) => ({ key, group, label, audience })),
          handbook_url: settings.get().handbook_url,
        },
      }),
    { auth: true },
  );
}

async function multipartOf(ctx: RequestContext) {
  const { fields, files } = await readMultipart(ctx.req, AVATAR_MAX_BYTES + MULTIPART_OVERHEAD);
  return { fields: fields as Body, logo: files.logo };
}
