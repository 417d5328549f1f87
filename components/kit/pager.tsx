import { IntentLink } from '@/components/ui/intent-link';
import { buttonClasses } from '@/components/ui/button';

/** "1–10 of 48" with Previous and Next links; nothing when everything fits on one page, or on a page past the end (its empty state leads back). */
export function Pager({
  meta,
  href,
  noun = '',
  className = '',
}: {
  meta: { current_page: number; last_page: number; from: number | null; to: number | null; total: number };
  href: (page: number) => string;
  noun?: string;
  className?: string;
}) {
  if (meta.last_page <= 1 || meta.current_page > meta.last_page) return null;
  return (
    <nav aria-label="Pages" className={`flex items-center justify-between text-sm text-slate-600 ${className}`}>
      <span>
        {meta.from}–{meta.to} of {meta.total}
        {noun ? ` ${noun}` : ''}
      </span>
      <span className="flex gap-2">
        {meta.current_page > 1 ? (
          <IntentLink className={buttonClasses('secondary')} href={href(meta.current_page - 1)}>
            Previous
          </IntentLink>
        ) : null}
        {meta.current_page < meta.last_page ? (
          <IntentLink className={buttonClasses('secondary')} href={href(meta.current_page + 1)}>
            Next
          </IntentLink>
        ) : null}
      </span>
    </nav>
  );
}
