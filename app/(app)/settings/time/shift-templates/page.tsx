import type { Metadata } from 'next';
import Link from 'next/link';
import { AbortScreen } from '@/components/shell/abort-screen';
import { DeleteTemplateButton } from '@/components/time/delete-template-button';
import { Pager } from '@/components/time/pager';
import { SettingsPage } from '@/components/time/settings-page';
import { buttonClasses } from '@/components/ui/button';
import { requireRoute } from '@/lib/auth/api';
import { toAbort } from '@/lib/errors';
import { findRoute } from '@/lib/routes';
import { getShiftTemplates } from '@/lib/time/api';
import { formatMinutes, formatTime } from '@/lib/time/format';

export const metadata: Metadata = { title: findRoute('/settings/time/shift-templates').title };

export default async function ShiftTemplatesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const page = Math.max(1, Number((await searchParams).page) || 1);
  const [gate, templates] = await Promise.all([requireRoute('/settings/time/shift-templates'), getShiftTemplates(page)]);
  if (!gate.ok) return <AbortScreen {...gate.abort} />;
  if (!templates.ok) return <AbortScreen {...toAbort(templates.error)} />;
  const { settings } = gate.auth;
  const can = (name: string) => gate.permissions.has(name);
  const { data, meta } = templates.data;
  return (
    <SettingsPage
      title="Shift templates"
      description="The shifts people can be assigned: when they start and end, and the break inside them."
      card={false}
      actions={
        can('add_shift_template') ? (
          <Link href="/settings/time/shift-template/add" className={buttonClasses()}>
            Add shift template
          </Link>
        ) : null
      }
    >
      <section className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        {data.length === 0 ? (
          <p className="px-4 py-10 text-center text-slate-600">No shift templates yet. Add one to start assigning shifts.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Shift templates</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Name</th>
                <th scope="col" className="px-4 py-3 font-semibold">Hours</th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">Work</th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">People</th>
                <th scope="col" className="px-4 py-3"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.map((template) => (
                <tr key={template.id}>
                  <td className="px-4 py-3 font-medium text-slate-900">{template.name}</td>
                  <td className="px-4 py-3 text-slate-700">
                    {formatTime(template.start_time, settings.time_format)}–{formatTime(template.end_time, settings.time_format)}
                    <span className="block text-xs text-slate-500">{template.break_time} min break</span>
                  </td>
                  <td className="hidden px-4 py-3 text-slate-700 sm:table-cell">{formatMinutes(template.work_time)}</td>
                  <td className="hidden px-4 py-3 text-slate-700 sm:table-cell">{template.assigned_count}</td>
                  <td className="px-2 py-2 text-right">
                    <div className="flex justify-end gap-1">
                      {can('edit_shift_template') ? (
                        <Link href={`/settings/time/shift-template/edit/${template.id}`} className={buttonClasses('ghost')} aria-label={`Edit ${template.name}`}>
                          Edit
                        </Link>
                      ) : null}
                      {can('delete_shift_template') ? <DeleteTemplateButton id={template.id} name={template.name} /> : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <Pager meta={meta} href={(next) => `/settings/time/shift-templates?page=${next}`} />
    </SettingsPage>
  );
}
