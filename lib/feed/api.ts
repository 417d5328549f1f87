import 'server-only';
import { cache } from 'react';
import { serverCall } from '@/lib/upstream/server';
import { feedApi } from './endpoints';

/** The feed for server components. per_page is left to the upstream (rows_per_page), so no call waits for /authorization. */
export function getFeedPage(page = 1) {
  return serverCall(feedApi.list, { query: { page } });
}

/** One post with its latest comments; shared by the page and its metadata within a request. */
export const getFeedView = cache((slug: string) => serverCall(feedApi.view, { params: { slug } }));
