'use client';

import { useRouter } from 'next/navigation';
import { usePathname, useSearchParams } from '@/lib/client/navigation';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { Icon } from '@/components/ui/icons';
import { composing } from '@/components/ui/keys';
import { useDebounced } from '@/components/ui/use-debounced';

/**
 * A list's search: what is typed goes to `?search=` (debounced, back to the
 * first page) so the server renders the matching rows and the address can be
 * shared; an address changed elsewhere shows in the box. Escape clears it.
 */
export function SearchBox({ label, param = 'search', className = '' }: { label: string; param?: string; className?: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const current = params.get(param) ?? '';
  const [text, setText] = useState(current);
  const debounced = useDebounced(text.trim(), 300);
  const id = useId();
  const latest = useRef(current);
  /** What the box holds now (the debounced value lags it). */
  const typed = useRef(current);
  const type = (value: string) => {
    typed.current = value;
    setText(value);
  };

  // The address changed from elsewhere (a menu link, Back): the box shows what the list is searched for.
  useEffect(() => {
    if (current === latest.current) return;
    latest.current = current;
    type(current);
  }, [current]);

  useEffect(() => {
    // Unchanged, or text from before the address changed elsewhere that the debounce has not caught up with.
    if (debounced === latest.current || debounced !== typed.current.trim()) return;
    latest.current = debounced;
    const next = new URLSearchParams(params.toString());
    if (debounced) next.set(param, debounced);
    else next.delete(param);
    next.delete('page');
    const query = next.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }, [debounced, param, params, pathname, router]);

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Icon name="search" size={16} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400" />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={label}
        onChange={(event) => type(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text && !composing(event)) {
            event.preventDefault();
            type('');
          }
        }}
        // The label is the placeholder too: beside other controls the box is wide enough to show it whole (a ch is wider than most letters), and at least 18rem.
        style={{ '--label-width': `${label.length}ch` } as CSSProperties}
        className="min-h-10 w-full rounded-md border border-slate-300 bg-white pl-9 pr-3 text-sm shadow-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30 sm:w-[max(18rem,calc(var(--label-width)+3.25rem))] sm:max-w-full"
      />
    </div>
  );
}
