import type { ReactNode } from 'react';
import type { PageMeta } from '@/lib/shared/schemas';
import { EmptyBlock, emptyStateOf, type EmptyState } from './empty-state';
import { Pager } from './pager';
import { ResultCount } from './result-count';

/**
 * A list screen's table: a real <table> with a caption for screen readers,
 * secondary columns that give way on phones (the first column and the row
 * actions stay readable at 360 px), an empty state, and the pager from the
 * answer's `meta`, and the count a screen reader hears when a search or filter
 * changes it (ResultCount). Domain-free: columns say how to show a row.
 */

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** Hidden on screens narrower than this breakpoint. */
  hideBelow?: 'sm' | 'md' | 'lg' | 'xl';
  /**
   * What the row is about (a holiday's people, a leave's days): where the column is hidden, its
   * value goes under the row's first cell, after its header ("Who has it: Everyone"), not away.
   */
  stack?: boolean;
}

const HIDE = { sm: 'hidden sm:table-cell', md: 'hidden md:table-cell', lg: 'hidden lg:table-cell', xl: 'hidden xl:table-cell' } as const;
/** The stacked copy of a column: shown exactly where the column is hidden. */
const STACKED = { sm: 'sm:hidden', md: 'md:hidden', lg: 'lg:hidden', xl: 'xl:hidden' } as const;

/** The first cell's content, then the stacked columns' values, each where its column is hidden. */
function FirstCell<Row>({ row, first, stacked }: { row: Row; first: Column<Row>; stacked: readonly Column<Row>[] }) {
  return (
    <>
      {first.cell(row)}
      {stacked.map((column) => (
        <div key={column.key} className={`mt-1 text-xs font-normal text-slate-600 ${STACKED[column.hideBelow!]}`}>
          <span className="text-slate-500">{column.header}: </span>
          {column.cell(row)}
        </div>
      ))}
    </>
  );
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowActions,
  empty,
  meta,
  pageHref,
  noun,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowActions?: (row: Row) => ReactNode;
  empty: EmptyState;
  meta?: PageMeta;
  /** The address of another page of the list (keeps the search). */
  pageHref?: (page: number) => string;
  /** What the rows are, for the pager's "1–10 of 48 departments". */
  noun?: string;
}) {
  const stacked = columns.filter((column) => column.stack && column.hideBelow);
  return (
    <div className="flex flex-col gap-3">
      <ResultCount total={meta?.total ?? rows.length} noun={noun ?? 'results'} />
      {/* Scrolls sideways rather than clipping when a row cannot fit (a long unbroken name on a phone hid Edit and Delete). */}
      {/* relative: the header's screen-reader-only "Actions" (absolutely placed) stays inside the scroller instead of widening the page. */}
      <section aria-label={caption} className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        {rows.length === 0 ? (
          <EmptyBlock empty={emptyStateOf(empty, meta, pageHref, noun)} />
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={`px-4 py-3 font-semibold ${column.hideBelow ? HIDE[column.hideBelow] : ''}`}>
                    {column.header}
                  </th>
                ))}
                {rowActions ? (
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column, index) => {
                    const Cell = index === 0 ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.key}
                        scope={index === 0 ? 'row' : undefined}
                        className={`px-4 py-3 align-middle ${index === 0 ? 'font-medium text-slate-900' : 'text-slate-700'} ${column.hideBelow ? HIDE[column.hideBelow] : ''} ${column.className ?? ''}`}
                      >
                        {index === 0 ? <FirstCell row={row} first={column} stacked={stacked} /> : column.cell(row)}
                      </Cell>
                    );
                  })}
                  {rowActions ? (
                    <td className="px-2 py-2 text-right">
                      <div className="flex flex-wrap justify-end gap-1 lg:flex-nowrap">{rowActions(row)}</div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {meta && pageHref ? <Pager meta={meta} href={pageHref} noun={noun} /> : null}
    </div>
  );
}

/** The loading state of a list screen (its loading.tsx): the table's outline with shimmering rows. */
export function DataTableSkeleton({ rows = 6, columns = 3 }: { rows?: number; columns?: number }) {
  return (
    <div aria-hidden className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="h-10 bg-slate-50" />
      <div className="divide-y divide-slate-100">
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="flex items-center gap-6 px-4 py-4">
            {Array.from({ length: columns }, (_, column) => (
              <span key={column} className={`h-3.5 rounded bg-slate-200 motion-safe:animate-pulse ${column === 0 ? 'w-40' : 'hidden w-20 sm:block'}`} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
