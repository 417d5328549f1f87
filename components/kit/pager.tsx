import { IntentLink } from '@/components/ui/intent-link';
import { buttonClasses } from '@/components/ui/button';

/**
 * A page link, or a gap ("…") for the pages between two links (`gap`: the first of them). A phone
 * shows fewer pages (no neighbours of the current one): `onPhone`, a link shown there too (every
 * link shows from 640 px on); `onWide`, a gap shown from 640 px on too (every gap shows on a phone).
 */
export type PagerItem = { page: number; onPhone: boolean } | { gap: number; onWide: boolean };

/**
 * The pages a pager links: the first, the last, and the current one with `siblings` pages either
 * side, as many links whatever the page (nearer an end, more of that end's pages); a gap of a
 * single page shows that page instead.
 */
function linkedPages(current: number, last: number, siblings: number): Set<number> {
  const all = 2 * siblings + 5;
  if (last <= all) return new Set(Array.from({ length: last }, (_, index) => index + 1));
  const start = Math.min(Math.max(current - siblings, 3), last - 2 - 2 * siblings);
  const end = start + 2 * siblings;
  const pages = new Set([1, last]);
  for (let page = start; page <= end; page += 1) pages.add(page);
  if (start === 3) pages.add(2);
  if (end === last - 2) pages.add(last - 1);
  return pages;
}

/**
 * What the pager shows between Previous and Next: "1 … 4 5 6 … 81" from 640 px on, "1 … 5 … 81"
 * on a phone, in one list whose items say where they show. The phone's pages are among the wide
 * ones; where the phone skips pages that the wide pager links, a gap shows on the phone only.
 */
export function pagerItems(current: number, last: number): PagerItem[] {
  const wide = linkedPages(current, last, 1);
  const narrow = linkedPages(current, last, 0);
  const items: PagerItem[] = [];
  let page = 1;
  while (page <= last) {
    if (narrow.has(page)) {
      items.push({ page, onPhone: true });
      page += 1;
      continue;
    }
    // A run of pages the phone skips (the last page is always shown, so it ends).
    let end = page;
    while (!narrow.has(end)) end += 1;
    const run: PagerItem[] = [];
    for (let skipped = page; skipped < end; skipped += 1) {
      if (wide.has(skipped)) run.push({ page: skipped, onPhone: false });
      else if (wide.has(skipped - 1)) run.push({ gap: skipped, onWide: true });
    }
    if (!run.some((item) => 'gap' in item)) items.push({ gap: page, onWide: false });
    items.push(...run);
    page = end;
  }
  return items;
}

/**
 * "1–10 of 48" with Previous, the page links ("1 … 4 5 6 … 81", the current one marked) and Next;
 * nothing when everything fits on one page, or on a page past the end (its empty state leads back).
 * Server-rendered: the links are `href(page)`.
 */
export function Pager({
  meta,
  href,
  noun = '',
  label = 'Pages',
  className = '',
}: {
  meta: { current_page: number; last_page: number; from: number | null; to: number | null; total: number };
  href: (page: number) => string;
  noun?: string;
  /** The navigation's name, where a page has another list of pages. */
  label?: string;
  className?: string;
}) {
  if (meta.last_page <= 1 || meta.current_page > meta.last_page) return null;
  const current = meta.current_page;
  return (
    <nav aria-label={label} className={`flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-slate-600 ${className}`}>
      <span>
        {meta.from}–{meta.to} of {meta.total}
        {noun ? ` ${noun}` : ''}
      </span>
      {/* On a phone: fewer numbers, narrower; wrapped rather than wider than the screen in a narrow card. */}
      <span className="flex flex-wrap items-center gap-1 sm:gap-2">
        {current > 1 ? (
          <IntentLink className={buttonClasses('secondary', 'max-sm:px-3')} href={href(current - 1)}>
            Previous
          </IntentLink>
        ) : null}
        <ul className="flex items-center">
          {pagerItems(current, meta.last_page).map((item) =>
            'gap' in item ? (
              <li key={`gap-${item.gap}`} className={`px-0.5 text-slate-500 ${item.onWide ? '' : 'sm:hidden'}`}>
                …
              </li>
            ) : (
              <li key={item.page} className={item.onPhone ? '' : 'max-sm:hidden'}>
                <IntentLink
                  href={href(item.page)}
                  aria-current={item.page === current ? 'page' : undefined}
                  className={`inline-flex min-h-10 min-w-8 items-center justify-center rounded-md px-1 font-semibold tabular-nums sm:min-w-9 sm:px-1.5 ${
                    item.page === current ? 'bg-primary text-white' : 'text-slate-700 hover:bg-slate-100'
                  }`}
                >
                  <span className="sr-only">Page </span>
                  {item.page}
                </IntentLink>
              </li>
            ),
          )}
        </ul>
        {current < meta.last_page ? (
          <IntentLink className={buttonClasses('secondary', 'max-sm:px-3')} href={href(current + 1)}>
            Next
          </IntentLink>
        ) : null}
      </span>
    </nav>
  );
}
