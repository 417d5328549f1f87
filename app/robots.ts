import type { MetadataRoute } from 'next';
import { withBasePath } from '@/lib/base-path';

/**
 * robots.txt, for anyone: middleware.ts's matcher leaves the path out, and with no file there a guest
 * met the Not Found page, which sends a guest to sign in. Nothing of the app is for crawlers (every
 * page also says noindex, app/layout.tsx). Under a basePath the rule names it, for a host that
 * serves this file as its own.
 */
export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', disallow: withBasePath('/') } };
}
