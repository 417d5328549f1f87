'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { SectionCard } from '@/components/kit/section-card';
import { Button } from '@/components/ui/button';
import { REPORT_KINDS, type ReportKind } from '@/lib/reports/reports';
import type { NamedItem } from '@/lib/shared/schemas';
import type { ReportValues } from './report-form';

/**
 * One report on /reports before it is set up: its title, what it holds and
 * Set up. The form (its fields, react-hook-form, the tenant's date fields)
 * loads on that click, so the page's first load is the list of reports.
 */

const ReportForm = dynamic(() => import('./report-form').then((module) => module.ReportForm), {
  ssr: false,
  loading: () => <p className="rounded-xl bg-white p-6 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">Loading the report’s form…</p>,
});

export function ReportCard({ kind, departments, defaultValues }: { kind: ReportKind; departments: readonly NamedItem[]; defaultValues: ReportValues }) {
  const [open, setOpen] = useState(false);
  const report = REPORT_KINDS[kind];
  if (open) return <ReportForm kind={kind} departments={departments} defaultValues={defaultValues} focusFirst />;
  return (
    <SectionCard
      title={report.title}
      description={report.description}
      actions={
        <Button variant="secondary" onClick={() => setOpen(true)} aria-label={`Set up the ${report.title.toLowerCase()} report`}>
          Set up
        </Button>
      }
    >
      <p className="text-sm text-slate-500">Choose the period, the people and CSV or XLSX.</p>
    </SectionCard>
  );
}
