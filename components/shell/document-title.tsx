'use client';

import { useEffect } from 'react';
import { TITLE_TEMPLATE } from '@/lib/shell/title';

/**
 * Gives the tab a screen's title when the page's own metadata has already
 * reached the browser: a page that refuses (forbidden(), notFound()) after
 * its response started streaming keeps its head, so the abort screen names
 * the tab itself once it shows.
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = TITLE_TEMPLATE.replace('%s', title);
  }, [title]);
  return null;
}
