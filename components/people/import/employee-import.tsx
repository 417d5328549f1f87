'use client';

import { useEffect, useRef, useState } from 'react';
import { autoMap, IMPORT_FIELDS, type ImportMapping } from '@/lib/people/import';
import { rememberBatch } from '@/lib/people/import-client';
import type { BatchProcess, ImportFile, UploadMeta, ValidatedImport } from '@/lib/people/import-schemas';
import { ImportGrid } from './import-grid';
import { ImportMappingStep } from './import-mapping';
import { ImportProgress } from './import-progress';
import { ImportUpload } from './import-upload';

/**
 * The import's four steps (spec part 2 §4 "Import of employees": upload, then
 * validate data, then process data). The mapping is kept when the user goes
 * back, and for a new file with the same columns; the batch of the last step
 * is remembered in a cookie, so the page opens on it again.
 */

type Step = 'upload' | 'map' | 'check' | 'import';
const STEPS: { key: Step; label: string }[] = [
  { key: 'upload', label: 'Upload' },
  { key: 'map', label: 'Match columns' },
  { key: 'check', label: 'Check rows' },
  { key: 'import', label: 'Import' },
];

function Stepper({ current }: { current: Step }) {
  const at = STEPS.findIndex((step) => step.key === current);
  return (
    <ol className="grid grid-cols-4 gap-2" aria-label="Import steps">
      {STEPS.map((step, index) => (
        <li key={step.key} aria-current={index === at ? 'step' : undefined} className="flex min-w-0 flex-col gap-1.5">
          <span className={`h-1.5 rounded-full ${index <= at ? 'bg-primary' : 'bg-slate-200'}`} aria-hidden />
          <span className={`text-xs font-medium leading-tight sm:text-sm ${index === at ? 'text-primary' : index < at ? 'text-slate-700' : 'text-slate-500'}`}>
            <span className="sr-only">Step {index + 1}: </span>
            {step.label}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function EmployeeImport({ meta, initialBatch }: { meta: UploadMeta; initialBatch: BatchProcess | null }) {
  const [step, setStep] = useState<Step>(initialBatch ? 'import' : 'upload');
  const [file, setFile] = useState<ImportFile | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [checked, setChecked] = useState<ValidatedImport | null>(null);
  const [batchId, setBatchId] = useState<number | null>(initialBatch?.id ?? null);
  // Each new step takes the focus at its title, so a keyboard or screen-reader user goes on from there.
  const steps = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    steps.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step]);

  const uploaded = (next: ImportFile) => {
    // The same columns as before keep the user's matching; other columns are matched by name.
    const same = file && file.headers.length === next.headers.length && file.headers.every((header, index) => header === next.headers[index]);
    // The upload's answer names the fields (spec: "returns fields and headers"); upload-meta may not.
    setMapping(same ? mapping : autoMap(next.headers, next.fields.map((field) => ({ ...field, aliases: aliasesOf(field.key) }))));
    setFile(next);
    setChecked(null);
    setStep('map');
  };

  const startOver = () => {
    rememberBatch(null);
    setBatchId(null);
    setFile(null);
    setChecked(null);
    setStep('upload');
  };

  return (
    <div className="flex flex-col gap-4">
      <Stepper current={step} />
      <div ref={steps} className="contents">
        {step === 'upload' ? <ImportUpload meta={meta} current={file} onUploaded={uploaded} onContinue={file ? () => setStep('map') : undefined} /> : null}
        {step === 'map' && file ? (
          <ImportMappingStep
            file={file}
            mapping={mapping}
            onChange={setMapping}
            onBack={() => setStep('upload')}
            onChecked={(result) => {
              setChecked(result);
              setStep('check');
            }}
          />
        ) : null}
        {step === 'check' && file && checked ? (
          <ImportGrid
            file={file}
            mapping={mapping}
            checked={checked}
            onChecked={setChecked}
            onBack={() => setStep('map')}
            onStarted={(started) => {
              rememberBatch(started);
              setBatchId(started);
              setStep('import');
            }}
          />
        ) : null}
        {step === 'import' && batchId !== null ? (
          <ImportProgress batchId={batchId} initial={batchId === initialBatch?.id ? initialBatch : undefined} onStartOver={startOver} />
        ) : null}
      </div>
    </div>
  );
}

/** The fields' other names (upload-meta gives key, label and required; the aliases are ours). */
function aliasesOf(key: string): readonly string[] {
  return IMPORT_FIELDS.find((field) => field.key === key)?.aliases ?? [];
}
