import 'server-only';
import { cache } from 'react';
import { endpointPath } from '@/lib/upstream/endpoints';
import { serverGet } from '@/lib/upstream/server';
import { feedPageSchema, feedViewSchema } from './schemas';

/** The feed for server components. per_page is left to the upstream (rows_per_page), so no call waits for /authorization. */
export function getFeedPage(page = 1) {
  return serverGet({ path: '/feed/list/index', query: { page } }, feedPageSchema);
}

/** One post with its latest comments; shared by the page and its metadata within a request. */
export const getFeedView = cache((slug: string) => serverGet({ path: endpointPath('/feed/view/{slug}', { slug }) }, feedViewSchema));
