import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import type { PageMeta } from '@/lib/shared/schemas';
import { counted } from '@/lib/shared/plural';

/** What a list says when it shows nothing. */
export interface EmptyState {
  title: string;
  text?: string;
  action?: ReactNode;
}

/**
 * Marks the link to a list's last page on a page past its end, with that page's address: a write
 * that emptied the page it was on (its last rows deleted) goes there itself (components/shell/refresh.tsx).
 */
export const PAST_END_ATTRIBUTE = 'data-past-end';

/**
 * The empty state of a paged list: the caller's, or, when the list has rows
 * but not on this page (a page number past the end, from an old link or after
 * deletions), that this page is past the end, with a link to the last page.
 */
export function emptyStateOf(
  empty: EmptyState,
  meta: Pick<PageMeta, 'current_page' | 'last_page' | 'total'> | undefined,
  pageHref: ((page: number) => string) | undefined,
  noun = 'results',
): EmptyState {
  return pastEndOf(meta, pageHref, noun) ?? empty;
}

/** That this page is past the list's end (the list has rows, not here), with a link to the last page; else null. */
export function pastEndOf(
  meta: Pick<PageMeta, 'current_page' | 'last_page' | 'total'> | undefined,
  pageHref: ((page: number) => string) | undefined,
  noun = 'results',
): EmptyState | null {
  if (!meta || meta.total === 0 || meta.current_page <= meta.last_page) return null;
  const pages = counted(meta.last_page, 'page');
  return {
    title: `There is no page ${meta.current_page}`,
    text: `The list has ${meta.total} ${noun} on ${pages}.`,
    action: pageHref ? (
      <IntentLink href={pageHref(meta.last_page)} className={buttonClasses('secondary')} {...{ [PAST_END_ATTRIBUTE]: pageHref(meta.last_page) }}>
        {meta.last_page === 1 ? 'Go to the list' : 'Go to the last page'}
      </IntentLink>
    ) : undefined,
  };
}

/** An empty list's box: its title, a line of text and an action. */
export function EmptyBlock({ empty }: { empty: EmptyState }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <p className="font-medium text-slate-900">{empty.title}</p>
      {empty.text ? <p className="max-w-md text-sm text-slate-600">{empty.text}</p> : null}
      {empty.action ? <div className="mt-2">{empty.action}</div> : null}
    </div>
  );
}
