'use client';

import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SectionCard } from '@/components/kit/section-card';
import { StepError } from './step-error';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { callEndpoint } from '@/lib/client/endpoint';
import { checkedImportOf, fieldOfColumn, mapColumn, unmappedRequired, type ImportFieldKey, type ImportMapping } from '@/lib/people/import';
import { employeeImportApi } from '@/lib/people/import-endpoints';
import type { ImportFile, ValidatedImport } from '@/lib/people/import-schemas';
import { counted } from '@/lib/shared/plural';

/**
 * Step 2: each column of the file matched to a field (by name at first, by
 * hand after), or not imported. A field takes one column: choosing it for
 * another moves it. Every required field must have a column to go on.
 */

const SELECT =
  'min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30';

export function ImportMappingStep({
  file,
  mapping,
  onChange,
  onBack,
  onChecked,
}: {
  file: ImportFile;
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
  onBack: () => void;
  onChecked: (checked: ValidatedImport) => void;
}) {
  const id = useId();
  const validate = useMutation({ mutationFn: () => callEndpoint(employeeImportApi.validate, { json: { ...(file.import_id === null ? {} : { import_id: file.import_id }), mapping } }) });
  const [error, setError] = useState<string | null>(null);
  const missing = unmappedRequired(mapping, file.fields);
  const labelOf = (key: string) => file.fields.find((field) => field.key === key)?.label ?? key;

  const check = async () => {
    setError(null);
    const result = await validate.mutateAsync();
    if (!result.ok) return setError(result.error.message);
    onChecked(checkedImportOf(result.data, file.import_id));
  };

  return (
    <SectionCard
      title="Match columns"
      description={`${file.file_name}${file.rows_count === null ? '.' : `: ${counted(file.rows_count, 'row')}.`} Choose the field each column holds; columns set to “Don’t import” are left out.`}
    >
      <div className="mb-4 flex flex-wrap gap-2" aria-label="Required fields">
        {file.fields
          .filter((field) => field.required)
          .map((field) => {
            const column = mapping[field.key as ImportFieldKey];
            return (
              <span
                key={field.key}
                className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium ${column === undefined ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200'}`}
              >
                <Icon name={column === undefined ? 'warning' : 'check'} size={14} />
                {field.label}: {column === undefined ? 'no column yet' : `“${file.headers[column]}”`}
              </span>
            );
          })}
      </div>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
        {file.headers.map((header, column) => {
          const field = fieldOfColumn(mapping, column);
          // No first rows in the answer (the spec's names headers and fields only): no samples line.
          const samples = file.preview?.map((row) => row[column] ?? '').filter(Boolean) ?? null;
          return (
            <li key={column} className={`flex min-w-0 flex-col gap-2 rounded-lg p-3 ring-1 ${field ? 'bg-white ring-slate-200' : 'bg-slate-50 ring-slate-200'}`}>
              <label htmlFor={`${id}-${column}`} className="text-sm font-semibold text-slate-900">
                {header || `Column ${column + 1}`}
              </label>
              {samples ? (
                <p className="min-h-5 truncate text-xs text-slate-500" title={samples.join(', ')}>
                  {samples.length ? `e.g. ${samples.join(', ')}` : 'Empty in the first rows'}
                </p>
              ) : null}
              <select
                id={`${id}-${column}`}
                className={SELECT}
                value={field ?? ''}
                onChange={(event) => onChange(mapColumn(mapping, column, (event.target.value || null) as ImportFieldKey | null))}
              >
                <option value="">Don’t import</option>
                {file.fields.map((option) => (
                  <option key={option.key} value={option.key}>
                    {option.label}
                    {option.required ? ' (required)' : ''}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
      {missing.length ? (
        <p className="mt-4 text-sm text-red-800" id={`${id}-missing`}>
          Choose a column for {missing.map(labelOf).join(', ')} to go on.
        </p>
      ) : null}
      <StepError message={error} />
      <div className="mt-4 flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={check} loading={validate.isPending} disabled={missing.length > 0} aria-describedby={missing.length ? `${id}-missing` : undefined}>
          Check rows
        </Button>
      </div>
    </SectionCard>
  );
}
