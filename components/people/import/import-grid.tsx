'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SectionCard } from '@/components/kit/section-card';
import { StepError } from './step-error';
import { useDialogs } from '@/components/shell/dialogs';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { composing } from '@/components/ui/keys';
import { callEndpoint } from '@/lib/client/endpoint';
import { checkedImportOf, type ImportFieldKey, type ImportMapping } from '@/lib/people/import';
import { downloadInvalidRows } from '@/lib/people/import-client';
import { employeeImportApi } from '@/lib/people/import-endpoints';
import type { ImportField, ImportFile, ImportRow, ValidatedImport } from '@/lib/people/import-schemas';
import { counted, wholeNumber } from '@/lib/shared/plural';

/**
 * Step 3: every row as the upstream checked it, each error on its cell. Long
 * files scroll through a virtual list (only the rows in view are in the page).
 * A cell is fixed in place: the change is sent with the next check, which
 * checks every row again (a fixed e-mail can clear another row's duplicate).
 * Then the valid rows are imported, with or without invitations.
 */

const ROW_COLUMN_PX = 76;
const VALID_ROW_PX = 48;
const INVALID_ROW_PX = 80;
const FIELD_COLUMN_PX = 180;

function Cell({
  row,
  field,
  editing,
  draft,
  onEdit,
  onCommit,
  onCancel,
}: {
  row: ImportRow;
  field: ImportField;
  editing: boolean;
  /** What the user typed that the last check could not take: the editor opens on it again. */
  draft?: string;
  onEdit: () => void;
  /** `keyboard`: left by Enter, the focus goes back to the value; `blur`: the focus went elsewhere and stays there. */
  onCommit: (value: string, how: 'keyboard' | 'blur') => void;
  onCancel: () => void;
}) {
  const value = row.values[field.key] ?? '';
  const errors = row.errors[field.key];
  const errorId = useId();
  // Left by Enter or Escape: the blur that the editor's removal fires is not a second commit (nor, after Escape, a
  // first). Each time the editor opens (again, after Escape or a check that failed), a blur commits as before.
  const left = useRef(false);
  useEffect(() => {
    if (editing) left.current = false;
  }, [editing]);
  return (
    <div role="cell" data-field={field.key} className={`flex min-w-0 flex-col justify-center gap-0.5 overflow-hidden px-2 py-1 ${errors ? 'bg-red-50' : ''}`}>
      {editing ? (
        <input
          autoFocus
          aria-label={field.label}
          defaultValue={draft ?? value}
          maxLength={255}
          className="min-h-9 w-full rounded border border-primary px-2 text-sm outline-none ring-2 ring-primary/30"
          onKeyDown={(event) => {
            if ((event.key !== 'Enter' && event.key !== 'Escape') || composing(event)) return;
            // The value's button takes the focus within this keydown: no keypress may press it (Enter opens it again).
            event.preventDefault();
            left.current = true;
            if (event.key === 'Enter') onCommit(event.currentTarget.value, 'keyboard');
            else onCancel();
          }}
          onBlur={(event) => {
            if (!left.current) onCommit(event.currentTarget.value, 'blur');
          }}
        />
      ) : (
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${field.label}: ${value || 'empty'}`}
          aria-describedby={errors ? errorId : undefined}
          className={`min-h-9 w-full truncate rounded px-2 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary ${errors ? 'text-red-900' : 'text-slate-800'} ${value ? '' : 'italic text-slate-400'}`}
          title={value}
        >
          {value || 'empty'}
        </button>
      )}
      {errors ? (
        <p id={errorId} className="line-clamp-2 px-2 text-xs leading-4 text-red-700" title={errors.join(' ')}>
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** "1 error", "3 errors": what a row holds, readable while its cells are scrolled out of a narrow screen. */
function errorCount(row: ImportRow) {
  const count = Object.values(row.errors).flat().length;
  return counted(count, 'error');
}

/**
 * The row's error count, in the column that stays in view: pressed, it brings the
 * row's first cell with an error into view (past the sticky column) and focuses
 * its value, which the error describes.
 */
function ErrorCount({ row, columns }: { row: ImportRow; columns: readonly ImportField[] }) {
  const first = columns.find((field) => row.errors[field.key]);
  if (!first) return <span className="text-xs text-red-700">{errorCount(row)}</span>;
  return (
    <button
      type="button"
      title={`Show the ${first.label} error`}
      className="self-start rounded text-left text-xs text-red-700 underline decoration-dotted underline-offset-2 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-primary"
      onClick={(event) => {
        const cell = event.currentTarget.closest('[role=row]')?.querySelector<HTMLElement>(`[data-field="${CSS.escape(first.key)}"] button`);
        if (!cell) return;
        cell.scrollIntoView({ block: 'nearest', inline: 'center' });
        cell.focus({ preventScroll: true });
      }}
    >
      {errorCount(row)}
    </button>
  );
}

export function ImportGrid({
  file,
  mapping,
  checked,
  onChecked,
  onBack,
  onStarted,
}: {
  file: ImportFile;
  mapping: ImportMapping;
  checked: ValidatedImport;
  onChecked: (checked: ValidatedImport) => void;
  onBack: () => void;
  onStarted: (batchId: number) => void;
}) {
  const dialogs = useDialogs();
  const scroller = useRef<HTMLDivElement>(null);
  const [invalidOnly, setInvalidOnly] = useState(false);
  const [editing, setEditing] = useState<{ row: number; field: string; draft?: string } | null>(null);
  const cellValue = (row: number, field: string) =>
    scroller.current?.querySelector(`[role=row][aria-label="Row ${row}"]`)?.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"] button`) ?? null;
  // A cell whose value was checked again hands the focus back to its value once the check is in (the row may
  // have re-rendered, or left the list), unless the user has put the focus somewhere else meanwhile.
  const refocus = useRef<{ row: number; field: string } | null>(null);
  useEffect(() => {
    const cell = refocus.current;
    if (!cell || busy === 'check') return;
    refocus.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    (cellValue(cell.row, cell.field) ?? scroller.current)?.focus();
  });
  /**
   * Enter or Escape: the editor goes at once and its value takes the focus in the same task, so the
   * focus never waits for an effect on the page (nor depends on where the editor's removal left it).
   */
  const leaveByKeyboard = (row: ImportRow, field: ImportField) => {
    flushSync(() => setEditing(null));
    (cellValue(row.row, field.key) ?? scroller.current)?.focus();
  };
  const [busy, setBusy] = useState<'check' | 'download' | 'import' | null>(null);
  const [invite, setInvite] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const columns = file.fields.filter((field) => mapping[field.key as ImportFieldKey] !== undefined);
  const rows = useMemo(() => (invalidOnly ? checked.rows.filter((row) => Object.keys(row.errors).length) : checked.rows), [checked.rows, invalidOnly]);
  // The virtualizer's functions change as it scrolls, so the compiler leaves this component unmemoised (as it should).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    // Fixed heights (no measuring): a row with errors has room for two lines of them under its values.
    estimateSize: (index) => (Object.keys(rows[index]!.errors).length ? INVALID_ROW_PX : VALID_ROW_PX),
    // Keyed by validity too: a row fixed (or broken) by an edit takes its new height.
    getItemKey: (index) => `${rows[index]!.row}:${Object.keys(rows[index]!.errors).length ? 'invalid' : 'valid'}`,
    overscan: 8,
  });
  const template = `${ROW_COLUMN_PX}px repeat(${columns.length}, minmax(${FIELD_COLUMN_PX}px, 1fr))`;
  const minWidth = ROW_COLUMN_PX + columns.length * FIELD_COLUMN_PX;

  const commit = async (row: ImportRow, field: ImportField, value: string, how: 'keyboard' | 'blur') => {
    const cell = { row: row.row, field: field.key };
    if (how === 'keyboard') leaveByKeyboard(row, field);
    else {
      refocus.current = cell;
      setEditing(null);
    }
    if (value.trim() === (row.values[field.key] ?? '')) return;
    // The check draws the row again (it may move, or leave the list of invalid rows): the focus follows once it is in.
    refocus.current = cell;
    setBusy('check');
    setError(null);
    const result = await callEndpoint(employeeImportApi.validate, {
      json: { ...sent, mapping, changes: [{ row: row.row, field: field.key, value }] },
    });
    setBusy(null);
    if (!result.ok) {
      // Nothing typed is lost: the cell opens again on the new value, with the reason below the grid.
      refocus.current = null;
      setEditing({ row: row.row, field: field.key, draft: value });
      return setError(result.error.message);
    }
    onChecked(checkedImportOf(result.data, checked.import_id));
  };

  const download = async () => {
    setBusy('download');
    const result = await downloadInvalidRows(checked.import_id, mapping);
    setBusy(null);
    if (!result.ok) void dialogs.failure(result.error);
  };

  const start = async () => {
    setBusy('import');
    setError(null);
    const result = await callEndpoint(employeeImportApi.process, { json: { ...sent, send_invitations: invite } });
    setBusy(null);
    if (!result.ok) return setError(result.error.message);
    onStarted(result.data.batch_id);
  };

  // Without an import named (the spec's upload names none), the calls go without it, as the mapping step's check does.
  const sent = checked.import_id === null ? {} : { import_id: checked.import_id };
  const { creates: created } = checked;
  const creates = created
    ? (
        [
          ['department', 'departments'],
          ['designation', 'designations'],
          ['employment_type', 'employment types'],
        ] as const
      ).filter(([key]) => created[key].length)
    : [];

  return (
    <SectionCard
      title="Check rows"
      description="Fix a value by selecting it; every row is checked again. Rows with errors are not imported."
      actions={
        <Button variant="secondary" onClick={download} loading={busy === 'download'} disabled={checked.invalid === 0}>
          Download invalid rows
        </Button>
      }
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap gap-2 text-sm" aria-live="polite">
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 font-medium text-emerald-800 ring-1 ring-emerald-200">
            <Icon name="check" size={14} />
            {wholeNumber(checked.valid)} valid
          </span>
          <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-1 font-medium text-red-800 ring-1 ring-red-200">
            <Icon name="warning" size={14} />
            {wholeNumber(checked.invalid)} invalid
          </span>
          <span className="self-center text-slate-600">of {wholeNumber(checked.total)} rows</span>
          {busy === 'check' ? <span className="self-center text-slate-600">Checking…</span> : null}
        </p>
        <label className="inline-flex min-h-10 items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="size-4 accent-primary" checked={invalidOnly} onChange={(event) => setInvalidOnly(event.target.checked)} />
          Show invalid rows only
        </label>
      </div>
      {creates.length ? (
        <p className="mb-3 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
          New {creates.map(([key, label]) => `${label} (${created![key].join(', ')})`).join('; ')} will be created.
        </p>
      ) : null}

      <div ref={scroller} tabIndex={-1} className="max-h-[60vh] overflow-auto rounded-lg ring-1 ring-slate-200" aria-busy={busy === 'check' || undefined}>
        <div role="table" aria-label="Rows of the file" aria-rowcount={rows.length + 1} style={{ minWidth }}>
          <div role="rowgroup" className="sticky top-0 z-10 bg-slate-100">
            <div role="row" aria-rowindex={1} className="grid border-b border-slate-200 text-xs font-semibold uppercase tracking-wide text-slate-600" style={{ gridTemplateColumns: template }}>
              <div role="columnheader" className="sticky left-0 z-[1] bg-slate-100 px-3 py-2">
                Row
              </div>
              {columns.map((field) => (
                <div role="columnheader" key={field.key} className="truncate px-4 py-2">
                  {field.label}
                  {field.required ? <span aria-label=" (required)"> *</span> : null}
                </div>
              ))}
            </div>
          </div>
          <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              const invalid = Object.keys(row.errors).length > 0;
              return (
                <div
                  key={row.row}
                  role="row"
                  aria-rowindex={item.index + 2}
                  aria-label={`Row ${row.row}`}
                  className="absolute left-0 grid w-full border-b border-slate-100 bg-white"
                  style={{ transform: `translateY(${item.start}px)`, height: item.size, gridTemplateColumns: template }}
                >
                  <div role="rowheader" className="sticky left-0 z-[1] flex flex-col justify-center bg-white px-3 text-sm text-slate-600">
                    <span className="flex items-center gap-1.5">
                      <Icon name={invalid ? 'warning' : 'check'} size={14} className={invalid ? 'text-red-600' : 'text-emerald-600'} aria-hidden />
                      {row.row}
                    </span>
                    {invalid ? <ErrorCount row={row} columns={columns} /> : null}
                  </div>
                  {columns.map((field) => (
                    <Cell
                      key={field.key}
                      row={row}
                      field={field}
                      editing={editing?.row === row.row && editing.field === field.key}
                      draft={editing?.row === row.row && editing.field === field.key ? editing.draft : undefined}
                      onEdit={() => setEditing({ row: row.row, field: field.key })}
                      onCommit={(value, how) => void commit(row, field, value, how)}
                      onCancel={() => leaveByKeyboard(row, field)}
                    />
                  ))}
                </div>
              );
            })}
          </div>
        </div>
        {rows.length === 0 ? <p className="px-4 py-8 text-center text-sm text-slate-600">No invalid rows: every row can be imported.</p> : null}
      </div>

      <StepError message={error} />
      <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <label className="inline-flex min-h-10 items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="size-4 accent-primary" checked={invite} onChange={(event) => setInvite(event.target.checked)} />
            Send each person an invitation e-mail
          </label>
          <Button onClick={start} loading={busy === 'import'} disabled={checked.valid === 0 || busy === 'check'}>
            Import {counted(checked.valid, 'person', 'people')}
          </Button>
        </div>
      </div>
    </SectionCard>
  );
}
