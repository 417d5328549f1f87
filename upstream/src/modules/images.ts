import { createHash } from 'node:crypto';
import type { RequestContext } from '../http/context';
import { notFound, type Reply } from '../http/respond';
import type { Router } from '../http/router';
import { fullName } from '../domain/users';
import { avatarSvg, initialsOf, logoSvg } from '../lib/svg';
import type { Services } from '../services';

/** Public images under /images/ (spec: "Public image path /images/"). */

const MAX_AGE_SECONDS = 3600;

function svgReply(ctx: RequestContext, svg: string): Reply {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  const headers = { ETag: etag, 'Cache-Control': `public, max-age=${MAX_AGE_SECONDS}` };
  if (ctx.req.headers['if-none-match'] === etag) return { status: 304, headers, body: '' };
  return { status: 200, headers: { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' }, body: svg };
}

export function registerImages(router: Router, services: Services): void {
  router.get(
    '/images/avatars/{id}.svg',
    (ctx) => {
      const id = Number(ctx.params.id);
      const user = Number.isSafeInteger(id) ? services.users.findById(id) : undefined;
      if (!user) throw notFound();
      return svgReply(ctx, avatarSvg(fullName(user), initialsOf(user.first_name, user.last_name), user.username));
    },
    { kind: 'asset' },
  );

  router.get(
    '/images/logo.svg',
    (ctx) => {
      const settings = services.settings.get();
      return svgReply(ctx, logoSvg(settings.company_name, settings.theme_class.menu_background_color));
    },
    { kind: 'asset' },
  );
}
