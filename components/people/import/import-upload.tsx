'use client';

import { useRef, useState, type DragEvent } from 'react';
import { SectionCard } from '@/components/kit/section-card';
import { StepError } from './step-error';
import { Button, buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { refusalOf, uploadDescription } from '@/lib/people/import';
import { sampleFileHref, uploadImportFile } from '@/lib/people/import-client';
import type { ImportFile, UploadMeta } from '@/lib/people/import-schemas';
import { counted } from '@/lib/shared/plural';

/**
 * Step 1: a CSV or XLSX, dropped or picked, checked against upload-meta's
 * types and size before it is sent, then uploaded with a progress bar. The
 * upstream reads it and answers its headers and the fields.
 */

export function ImportUpload({
  meta,
  current,
  onUploaded,
  onContinue,
}: {
  meta: UploadMeta;
  current: ImportFile | null;
  onUploaded: (file: ImportFile) => void;
  onContinue?: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // What upload-meta does not say is neither checked nor said here: the upstream refuses what it must.
  const accept = meta.extensions?.map((extension) => `.${extension}`).join(',');

  const send = async (file: File) => {
    const refused = refusalOf(file, meta);
    setError(refused);
    if (refused) return;
    setProgress({ name: file.name, fraction: 0 });
    const result = await uploadImportFile(file, (fraction) => setProgress({ name: file.name, fraction }));
    setProgress(null);
    if (!result.ok) {
      setError(result.error.kind === 'form' ? (Object.values(result.error.fields)[0]?.[0] ?? result.error.message) : result.error.message);
      return;
    }
    onUploaded(result.data);
  };

  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void send(file);
  };

  const percent = progress ? Math.round(progress.fraction * 100) : 0;
  return (
    <SectionCard
      title="Upload a file"
      description={uploadDescription(meta)}
      actions={
        // The samples carry upload-meta's fields: without them there is no sample to give.
        meta.fields ? (
          <div className="flex flex-wrap gap-2">
            <a className={buttonClasses('secondary')} href={sampleFileHref('csv')} download>
              <Icon name="receipt" size={16} />
              Sample CSV
            </a>
            <a className={buttonClasses('secondary')} href={sampleFileHref('xlsx')} download>
              <Icon name="receipt" size={16} />
              Sample XLSX
            </a>
          </div>
        ) : null
      }
    >
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={dropped}
        className={`flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-4 py-10 text-center transition ${dragging ? 'border-primary bg-primary/5' : 'border-slate-300 bg-slate-50'}`}
      >
        <Icon name="people" size={32} className="text-slate-400" />
        <p className="text-sm text-slate-700">
          Drag and drop the file here, or
        </p>
        <Button onClick={() => input.current?.click()} loading={progress !== null}>
          Choose file
        </Button>
        <input
          ref={input}
          type="file"
          accept={accept}
          className="sr-only"
          aria-label="File of employees"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
        {meta.fields ? <p className="text-xs text-slate-500">The fields: {meta.fields.map((field) => `${field.label}${field.required ? ' (required)' : ''}`).join(', ')}.</p> : null}
      </div>
      {progress ? (
        <div className="mt-4 flex flex-col gap-1.5">
          <div className="flex justify-between text-sm text-slate-700">
            <span className="truncate">Uploading {progress.name}</span>
            <span>{percent} %</span>
          </div>
          <div role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 overflow-hidden rounded-full bg-slate-200">
            <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : null}
      <StepError message={error} />
      {current && onContinue && !progress ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span>
            {current.file_name}
            {current.rows_count === null ? null : `: ${counted(current.rows_count, 'row')}`}
          </span>
          <Button variant="secondary" onClick={onContinue}>
            Continue with this file
          </Button>
        </div>
      ) : null}
    </SectionCard>
  );
}
