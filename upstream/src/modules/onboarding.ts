import { createHash } from 'node:crypto';
import { AVATAR_MAX_BYTES, avatarTypeOf, checkAvatar } from '../../../lib/onboarding/avatar';
import { ABORT_TEXTS } from '../../../lib/messages';
import type { OnboardingAuthor, OnboardingTab } from '../../../lib/onboarding/schemas';
import { Employees } from '../domain/employees';
import { readMultipart } from '../domain/files-multipart';
import { Onboarding, type LiveInvitation } from '../domain/onboarding';
import { avatarUrl, fullName } from '../domain/users';
import type { RequestContext } from '../http/context';
import { HttpError, json, notFound, validationFailed, type Reply } from '../http/respond';
import type { Router } from '../http/router';
import { validate } from '../http/validate';
import { hashPassword } from '../lib/password';
import type { Services } from '../services';
import { completeSignIn } from './auth';

/**
 * Onboarding (spec part 1 §7 "Onboarding"): an invited person opens the link
 * of their invitation mail (/on-boarding-invitation/{id}/{hash}) without being
 * signed in, sets a password, then an avatar, and completes. Every call names
 * the link by `id` and `hash`; a link that is used, expired or unknown answers
 * 498. Completing makes the person active, retires the link and signs this
 * session in as them.
 */

export const ONBOARDING_PATH = '/employee/on-boarding-invitation/author';
const LINK_EXPIRED_STATUS = 498;
const MULTIPART_OVERHEAD = 64 * 1024;
export const PASSWORD_FIRST = 'Please set your password first.';

const linkExpired = () => new HttpError(LINK_EXPIRED_STATUS, { message: ABORT_TEXTS[498].text });

function tabOf(invitation: LiveInvitation): OnboardingTab {
  return invitation.password_set_at === null ? 'password' : 'avatar';
}

export function registerOnboarding(router: Router, services: Services): void {
  const { db, users, settings, config } = services;
  const onboarding = new Onboarding(db);
  const employees = new Employees(db);

  /** The invitation named by an id and a hash (query or body), or 498. */
  const invitationOf = (id: unknown, hash: unknown): LiveInvitation => {
    const userId = typeof id === 'number' ? id : typeof id === 'string' && /^\d{1,15}$/.test(id) ? Number(id) : NaN;
    if (!Number.isSafeInteger(userId) || typeof hash !== 'string' || !/^[0-9a-f]{1,128}$/i.test(hash)) throw linkExpired();
    const invitation = onboarding.live(userId, hash.toLowerCase());
    if (!invitation) throw linkExpired();
    return invitation;
  };

  const authorOf = (invitation: LiveInvitation): OnboardingAuthor => {
    const user = users.findById(invitation.user_id)!;
    return {
      id: user.id,
      name: fullName(user),
      first_name: user.first_name,
      email: user.email,
      avatar: avatarUrl(config.publicUrl, user),
      company_name: settings.get().company_name,
      handbook: settings.get().handbook_url,
      set_password: invitation.password_set_at !== null,
      set_avatar: user.avatar !== null,
      tabs: ['password', 'avatar', 'complete'],
      current_tab: tabOf(invitation),
    };
  };

  const bodyOf = async (ctx: RequestContext) => ((await ctx.body()) ?? {}) as Record<string, unknown>;

  router.get(ONBOARDING_PATH, (ctx) => {
    const invitation = invitationOf(ctx.query.get('id'), ctx.query.get('hash'));
    return json({ data: authorOf(invitation) });
  });

  router.post(`${ONBOARDING_PATH}/password`, async (ctx) => {
    const body = await bodyOf(ctx);
    const invitation = invitationOf(body.id, body.hash);
    const input = validate(body, { password: { type: 'string', required: true, min: 8, max: 255, confirmed: true } });
    users.updatePassword(invitation.user_id, await hashPassword(input.password));
    onboarding.markPasswordSet(invitation.user_id);
    return json({ message: 'Your password has been set.', data: authorOf(invitationOf(body.id, body.hash)) });
  });

  router.post(`${ONBOARDING_PATH}/avatar`, async (ctx) => {
    const { fields, files } = await readMultipart(ctx.req, AVATAR_MAX_BYTES + MULTIPART_OVERHEAD);
    const invitation = invitationOf(fields.id, fields.hash);
    if (invitation.password_set_at === null) throw validationFailed({ password: [PASSWORD_FIRST] });
    const part = files.avatar;
    if (!part) throw validationFailed({ avatar: ['The avatar field is required.'] });
    const problem = checkAvatar({ name: part.filename, size: part.data.length });
    if (problem) throw validationFailed({ avatar: [problem] });
    const mime = avatarTypeOf(part.data);
    if (!mime) throw validationFailed({ avatar: ['The avatar must be an image.'] });
    onboarding.saveAvatar(invitation.user_id, mime, part.data);
    return json({ message: 'Your avatar has been saved.', data: authorOf(invitation) });
  });

  router.post(`${ONBOARDING_PATH}/completed`, async (ctx) => {
    const body = await bodyOf(ctx);
    const invitation = invitationOf(body.id, body.hash);
    if (invitation.password_set_at === null) throw validationFailed({ password: [PASSWORD_FIRST] });
    // Active at once; the invitation (and so this link) is gone.
    employees.activate(invitation.user_id);
    return completeSignIn(ctx, users.findById(invitation.user_id)!, false);
  });

  router.get(
    '/images/avatars/uploaded/{token}',
    (ctx) => {
      const avatar = onboarding.avatar(ctx.params.token!);
      if (!avatar) throw notFound();
      const etag = `"${createHash('sha1').update(avatar.data).digest('base64url')}"`;
      const headers = {
        ETag: etag,
        'Cache-Control': 'public, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      };
      if (ctx.req.headers['if-none-match'] === etag) return { status: 304, headers, body: '' } satisfies Reply;
      return { status: 200, headers: { ...headers, 'Content-Type': avatar.mime }, body: avatar.data } satisfies Reply;
    },
    { kind: 'asset' },
  );
}
