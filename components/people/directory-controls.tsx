'use client';

import { useRouter } from 'next/navigation';
import { usePathname, useSearchParams } from '@/lib/client/navigation';
import { useOptimistic, useTransition } from 'react';
import { Icon } from '@/components/ui/icons';
import { BASE_PATH } from '@/lib/base-path';
import { DIRECTORY_SORT_OPTIONS, DIRECTORY_VIEW_COOKIE, EMPLOYEE_STATUS_LABELS, EMPLOYEE_STATUSES, type DirectoryView } from '@/lib/people/directory';
import type { NamedItem } from '@/lib/shared/schemas';

/**
 * The directory's filters, sorting and view switch. Filters and sorting live
 * in the address (the server renders the matching page, and it can be shared;
 * each choice is a step in the history, so Back returns to the list before it);
 * the view (cards or table) is the user's choice, kept in a cookie so the next
 * visit renders it straight away.
 */

export interface DirectoryFilterLists {
  departments: NamedItem[];
  designations: NamedItem[];
  employmentTypes: NamedItem[];
  groups: NamedItem[];
}

const SELECT =
  'min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30';

/** A labelled select; `all` adds a first, empty choice. */
function Filter({
  label,
  param,
  value,
  options,
  all,
  onChange,
  className = '',
}: {
  label: string;
  param: string;
  value: string;
  options: readonly { value: string | number; label: string }[];
  all?: string;
  onChange: (param: string, value: string) => void;
  className?: string;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-slate-600">
      {label}
      <select className={`${SELECT} ${className}`} value={value} onChange={(event) => onChange(param, event.target.value)}>
        {all !== undefined ? <option value="">{all}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A year, on this site's path: the server reads it to render the chosen view. */
function rememberView(view: DirectoryView) {
  document.cookie = `${DIRECTORY_VIEW_COOKIE}=${view}; path=${BASE_PATH || '/'}; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}

const items = (list: NamedItem[]) => list.map((item) => ({ value: item.id, label: item.name }));

export function DirectoryControls({ lists, view }: { lists: DirectoryFilterLists; view: DirectoryView }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  // The address asked for, until it is the address: the boxes show a choice at once, and a second
  // choice made while the first page loads builds on the first instead of dropping it.
  const [query, showQuery] = useOptimistic(useSearchParams().toString());
  const params = new URLSearchParams(query);

  const change = (changes: Record<string, string>) => {
    const next = new URLSearchParams(query);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    const text = next.toString();
    startTransition(() => {
      showQuery(text);
      router.push(text ? `${pathname}?${text}` : pathname, { scroll: false });
    });
  };
  const set = (param: string, value: string) => change({ [param]: value });
  const sortValue = `${params.get('sort') ?? 'name'}:${params.get('direction') ?? 'asc'}`;
  const filtered = ['department_id', 'designation_id', 'employment_type_id', 'group_id', 'status'].some((key) => params.get(key));

  const chooseView = (next: DirectoryView) => {
    rememberView(next);
    startTransition(() => router.refresh());
  };

  return (
    <div className="flex flex-col gap-3" aria-busy={pending || undefined}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Filter label="Department" param="department_id" value={params.get('department_id') ?? ''} options={items(lists.departments)} all="All departments" onChange={set} />
        <Filter label="Designation" param="designation_id" value={params.get('designation_id') ?? ''} options={items(lists.designations)} all="All designations" onChange={set} />
        <Filter
          label="Employment type"
          param="employment_type_id"
          value={params.get('employment_type_id') ?? ''}
          options={items(lists.employmentTypes)}
          all="All employment types"
          onChange={set}
        />
        <Filter label="Group" param="group_id" value={params.get('group_id') ?? ''} options={items(lists.groups)} all="All groups" onChange={set} />
        <Filter
          label="Status"
          param="status"
          value={params.get('status') ?? ''}
          options={EMPLOYEE_STATUSES.map((status) => ({ value: status, label: EMPLOYEE_STATUS_LABELS[status] }))}
          all="Everyone employed"
          onChange={set}
        />
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <Filter
            label="Sort by"
            param="sort"
            value={sortValue}
            options={DIRECTORY_SORT_OPTIONS}
            className="sm:w-56"
            onChange={(_, value) => {
              const [sort, direction] = value.split(':');
              change({ sort: sort === 'name' ? '' : sort!, direction: direction === 'asc' ? '' : direction! });
            }}
          />
          {filtered ? (
            <button
              type="button"
              className="min-h-10 text-sm font-medium text-primary hover:underline"
              onClick={() => change({ department_id: '', designation_id: '', employment_type_id: '', group_id: '', status: '' })}
            >
              Clear filters
            </button>
          ) : null}
        </div>
        <div role="group" aria-label="View" className="inline-flex overflow-hidden rounded-md ring-1 ring-slate-300">
          {(['table', 'cards'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => (view === option ? undefined : chooseView(option))}
              className={`inline-flex min-h-10 items-center gap-2 px-3 text-sm font-medium ${view === option ? 'bg-primary text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
            >
              <Icon name={option === 'table' ? 'menu' : 'grid'} size={16} />
              {option === 'table' ? 'Table' : 'Cards'}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
