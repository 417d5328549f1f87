'use client';

import { useEffect, useRef } from 'react';

/** A labelled group of checkboxes with one to choose all or none of them. */
export function CheckboxGroup<Value extends string | number>({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: readonly { value: Value; label: string }[];
  value: readonly Value[];
  onChange: (value: Value[]) => void;
  error?: string;
}) {
  const chosen = new Set(value);
  const all = options.length > 0 && options.every((option) => chosen.has(option.value));
  const some = !all && options.some((option) => chosen.has(option.value));
  const allRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);
  const toggle = (option: Value) => onChange(chosen.has(option) ? value.filter((item) => item !== option) : [...value, option]);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input ref={allRef} type="checkbox" checked={all} onChange={() => onChange(all ? [] : options.map((option) => option.value))} className="accent-[var(--theme-primary)]" />
        Select all
      </label>
      <div className="grid gap-1.5 pl-1 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={chosen.has(option.value)} onChange={() => toggle(option.value)} className="accent-[var(--theme-primary)]" />
            {option.label}
          </label>
        ))}
      </div>
      {error ? <p className="text-xs text-red-700">{error}</p> : null}
    </fieldset>
  );
}
