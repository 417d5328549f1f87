import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ABORT_TEXTS } from '../../lib/messages';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '../../lib/onboarding/avatar';
import { onboardingAuthorResponseSchema, onboardingCompletedResponseSchema, onboardingStepResponseSchema } from '../../lib/onboarding/schemas';
import { newEmployeeSchema } from '../../lib/people/schemas';
import { CREDENTIALS_MESSAGE, INVITATION_UNFINISHED_MESSAGE } from '../src/modules/auth';
import type { Upstream } from '../src/server';
import { ApiClient, DEMO, setAppSettings, signedInClient, startUpstream } from './helpers';

/** Contract tests of the onboarding calls, parsed with the app's own schemas. */

const AUTHOR = '/employee/on-boarding-invitation/author';
const NEW_ENTRY = '/employee/employee/quick-entry/new-entry';
const EXPIRED = { message: ABORT_TEXTS[498].text };
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

let upstream: Upstream;
let admin: ApiClient;
let serial = 0;

beforeAll(async () => {
  upstream = await startUpstream();
  admin = await signedInClient(upstream, DEMO.admin);
}, 30_000);
afterAll(() => upstream?.close());

const roleId = () => (upstream.db.prepare("SELECT id FROM roles WHERE name = 'Employee'").get() as { id: number }).id;

/** Quick-enters a new person and reads their invitation link's id and hash out of the dev mailbox. */
async function invite() {
  serial += 1;
  const email = `onboard.${serial}@example.test`;
  const res = await admin.post(NEW_ENTRY, { first_name: 'Ola', last_name: `Nordmann${serial}`, email, role_id: roleId() });
  expect(res.status).toBe(201);
  const { id } = newEmployeeSchema.parse(res.body);
  const mails = (await admin.get(`/__dev/mailbox?to=${encodeURIComponent(email)}`)).body.data as { link: string }[];
  const [, hash] = new URL(mails[0]!.link).pathname.match(/\/on-boarding-invitation\/\d+\/([0-9a-f]+)$/)!;
  const guest = await new ApiClient(upstream.url).begin();
  return { id, hash: hash!, email, guest };
}

const author = (client: ApiClient, id: number | string, hash: string) => client.get(`${AUTHOR}?id=${id}&hash=${hash}`);
const setPassword = (client: ApiClient, id: number, hash: string, password = 'welcome-aboard-1', confirmation = password) =>
  client.post(`${AUTHOR}/password`, { id, hash, password, password_confirmation: confirmation });
const setAvatar = (client: ApiClient, id: number, hash: string, file: { name: string; data: Buffer; type?: string }) =>
  client.multipart(`${AUTHOR}/avatar`, { id: String(id), hash }, { ...file, field: 'avatar' });

describe('GET author', () => {
  it('shows the invited person at the first step, with the handbook when the company has one', async () => {
    const { id, hash, email, guest } = await invite();
    const res = await author(guest, id, hash);
    expect(res.status).toBe(200);
    const { data } = onboardingAuthorResponseSchema.parse(res.body);
    expect(data).toMatchObject({
      id,
      email,
      name: `Ola Nordmann${serial}`,
      set_password: false,
      set_avatar: false,
      handbook: null,
      tabs: ['password', 'avatar', 'complete'],
      current_tab: 'password',
    });
    expect(data.avatar).toMatch(new RegExp(`/images/avatars/${id}\\.svg$`));

    await setAppSettings(upstream, { handbook_url: 'https://handbook.example.test/crew' });
    try {
      expect(onboardingAuthorResponseSchema.parse((await author(guest, id, hash)).body).data.handbook).toBe('https://handbook.example.test/crew');
    } finally {
      await setAppSettings(upstream, { handbook_url: null });
    }
  });

  it('answers 498 for a wrong hash, another person, a malformed id and an expired link', async () => {
    const { id, hash, guest } = await invite();
    const other = await invite();
    for (const [who, code] of [
      [id, 'f'.repeat(hash.length)],
      [other.id, hash],
      ['1 OR 1=1', hash],
      [id, ''],
    ] as const) {
      const res = await author(guest, who, code);
      expect(res.status).toBe(498);
      expect(res.body).toEqual(EXPIRED);
    }
    upstream.db.prepare('UPDATE employee_invitations SET expires_at = ? WHERE user_id = ?').run(Math.floor(Date.now() / 1000) - 1, id);
    expect((await author(guest, id, hash)).status).toBe(498);
    expect((await setPassword(guest, id, hash)).status).toBe(498);
  });

  it('a resent invitation retires the old link', async () => {
    const { id, hash, guest } = await invite();
    expect((await admin.post(`/employee/employee/profile/${id}/resend-invitation`)).status).toBe(200);
    expect((await author(guest, id, hash)).status).toBe(498);
  });
});

describe('the steps', () => {
  it('refuses a short or unconfirmed password, and an avatar or completion before the password', async () => {
    const { id, hash, guest } = await invite();
    const bad = await setPassword(guest, id, hash, 'short', 'other');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.password).toEqual(['The password field must be at least 8 characters.', 'The password field confirmation does not match.']);

    const early = await setAvatar(guest, id, hash, { name: 'me.png', data: PNG, type: 'image/png' });
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({ password: ['Please set your password first.'] });
    expect((await guest.post(`${AUTHOR}/completed`, { id, hash })).status).toBe(422);
  });

  it('refuses an avatar that is not an image, is too large or is missing', async () => {
    const { id, hash, guest } = await invite();
    expect((await setPassword(guest, id, hash)).status).toBe(200);
    const script = await setAvatar(guest, id, hash, { name: 'me.png', data: Buffer.from('<script>alert(1)</script>'), type: 'image/png' });
    expect(script.status).toBe(422);
    expect(script.body.errors).toEqual({ avatar: ['The avatar must be an image.'] });
    const pdf = await setAvatar(guest, id, hash, { name: 'me.pdf', data: PNG });
    expect(pdf.body.errors).toEqual({ avatar: [AVATAR_MESSAGES.type] });
    const huge = await setAvatar(guest, id, hash, { name: 'me.png', data: Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]) });
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toEqual({ avatar: [AVATAR_MESSAGES.tooLarge] });
    const flood = await setAvatar(guest, id, hash, { name: 'me.png', data: Buffer.concat([PNG, Buffer.alloc(2 * AVATAR_MAX_BYTES)]) });
    expect(flood.status).toBe(413);
    const none = await guest.multipart(`${AUTHOR}/avatar`, { id: String(id), hash });
    expect(none.body.errors).toEqual({ avatar: ['The avatar field is required.'] });
  });

  it('sets the password and the avatar, completes, signs in as the person, and the link is then expired', async () => {
    const { id, hash, email, guest } = await invite();
    const password = onboardingStepResponseSchema.parse((await setPassword(guest, id, hash)).body);
    expect(password.data).toMatchObject({ set_password: true, current_tab: 'avatar' });
    // Not finished yet: the right password says so (a person who closed the tab after this step was told the password was wrong); a wrong one is refused as ever.
    const early = await new ApiClient(upstream.url).login(email, 'welcome-aboard-1');
    expect([early.status, early.body.errors]).toEqual([422, { email: [INVITATION_UNFINISHED_MESSAGE] }]);
    const wrong = await new ApiClient(upstream.url).login(email, 'not-the-password');
    expect([wrong.status, wrong.body.errors]).toEqual([422, { email: [CREDENTIALS_MESSAGE] }]);

    const avatar = await setAvatar(guest, id, hash, { name: 'me.png', data: PNG, type: 'image/png' });
    expect(avatar.status).toBe(200);
    const { data } = onboardingStepResponseSchema.parse(avatar.body);
    expect(data.set_avatar).toBe(true);
    const image = await fetch(data.avatar);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);

    // Still a guest until completed.
    expect((await guest.get('/authorization')).body.author ?? null).toBeNull();
    const done = await guest.post(`${AUTHOR}/completed`, { id, hash });
    expect(done.status).toBe(200);
    expect(onboardingCompletedResponseSchema.parse(done.body).author).toMatchObject({ id, name: `Ola Nordmann${serial}` });
    expect((await guest.get('/authorization')).body.author).toMatchObject({ id });

    const row = upstream.db.prepare('SELECT status, avatar FROM users WHERE id = ?').get(id) as { status: string; avatar: string };
    expect(row.status).toBe('active');
    expect(data.avatar.endsWith(row.avatar)).toBe(true);

    // Single use: every call of the link now answers 498.
    const again = await new ApiClient(upstream.url).begin();
    expect((await author(again, id, hash)).status).toBe(498);
    expect((await setPassword(again, id, hash)).status).toBe(498);
    expect((await again.post(`${AUTHOR}/completed`, { id, hash })).status).toBe(498);

    // The chosen password signs in.
    expect((await new ApiClient(upstream.url).login(email, 'welcome-aboard-1')).status).toBe(200);
  });

  it('a seeded invitation does not open with a guessed hash', async () => {
    const nina = upstream.db.prepare("SELECT id FROM users WHERE first_name = 'Nina' AND last_name = 'Okafor'").get() as { id: number };
    const guest = await new ApiClient(upstream.url).begin();
    expect((await author(guest, nina.id, '0'.repeat(64))).status).toBe(498);
  });
});

describe('the demo link', () => {
  it('the budgets example opens Tomas Lindqvist’s onboarding on a fresh database', async () => {
    const budgets = JSON.parse(readFileSync(join(__dirname, '../../bench/budgets.json'), 'utf8')) as { firstLoadJs: { examples: Record<string, string> } };
    const example = budgets.firstLoadJs.examples['/on-boarding-invitation/[id]/[hash]']!;
    const [, id, hash] = example.match(/^\/on-boarding-invitation\/(\d+)\/([0-9a-f]+)$/)!;
    const fresh = await startUpstream();
    try {
      const res = await new ApiClient(fresh.url).get(`${AUTHOR}?id=${id}&hash=${hash}`);
      expect(res.status).toBe(200);
      expect(onboardingAuthorResponseSchema.parse(res.body).data).toMatchObject({ name: 'Tomas Lindqvist', current_tab: 'password' });
    } finally {
      await fresh.close();
    }
  }, 30_000);
});
