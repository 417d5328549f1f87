'use client';

import { useEffect } from 'react';
import { TITLE_TEMPLATE } from '@/lib/shell/title';

/**
 * Gives the tab a screen's title when the page's own metadata reaches the
 * browser anyway: a page that refuses (forbidden(), notFound()) after its
 * response started streaming still streams its head. While the screen shows,
 * a title written over it (the page's late metadata) is put back.
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    const wanted = TITLE_TEMPLATE.replace('%s', title);
    // Only while the abort screen (its heading, components/shell/abort-screen.tsx) is shown: a navigation away
    // removes it before this component's cleanup runs, and the next page's title must stand.
    const apply = () => {
      if (document.title !== wanted && document.getElementById('abort-title')) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
  return null;
}
