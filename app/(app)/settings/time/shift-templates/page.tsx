import { IntentLink } from '@/components/ui/intent-link';
import { DataTable } from '@/components/kit/data-table';
import { SettingsPage } from '@/components/kit/settings-page';
import { DeleteTemplateButton } from '@/components/time/delete-template-button';
import { buttonClasses } from '@/components/ui/button';
import { definePage, pageMetadata } from '@/lib/page';
import { routeHref } from '@/lib/routes';
import { pageParam } from '@/lib/search-params';
import { getShiftTemplates } from '@/lib/time/api';
import { formatMinutes, formatTimeRange } from '@/lib/date-time/format';
import type { ShiftTemplate } from '@/lib/time/schemas';

export const metadata = pageMetadata('/settings/time/shift-templates');

export default definePage('/settings/time/shift-templates', {
  load: ({ search }) => ({ templates: getShiftTemplates(pageParam(search)) }),
  render: ({ templates }, { can, gate }) => {
    const { time_format } = gate.auth.settings;
    const add = can('add_shift_template') ? (
      <IntentLink href={routeHref('/settings/time/shift-template/add')} className={buttonClasses()}>
        Add shift template
      </IntentLink>
    ) : null;
    return (
      <SettingsPage
        title="Shift templates"
        description="The shifts people can be assigned: when they start and end, and the break inside them."
        card={false}
        actions={
          <div className="flex flex-wrap gap-2">
            {can('view_shift_calendar') ? (
              <IntentLink href={routeHref('/settings/time/shift-assignment/[[action_id]]')} className={buttonClasses('secondary')}>
                Shift assignment
              </IntentLink>
            ) : null}
            {add}
          </div>
        }
      >
        <DataTable
          caption="Shift templates"
          rows={templates.data}
          rowKey={(template) => template.id}
          columns={[
            { key: 'name', header: 'Name', cell: (template) => template.name },
            {
              key: 'hours',
              header: 'Hours',
              cell: (template) => (
                <>
                  {formatTimeRange(template, time_format)}
                  <span className="block text-xs text-slate-500">{template.break_time} min break</span>
                </>
              ),
            },
            { key: 'work', header: 'Work', cell: (template) => formatMinutes(template.work_time), hideBelow: 'sm', stack: true },
            // A count the spec does not name: its column only when the answer has it.
            ...(templates.data.some((template) => template.assigned_count !== undefined)
              ? [{ key: 'people', header: 'People', cell: (template: ShiftTemplate) => template.assigned_count ?? '', hideBelow: 'sm' as const, stack: true }]
              : []),
          ]}
          rowActions={(template) => (
            <>
              {can('edit_shift_template') ? (
                <IntentLink href={routeHref('/settings/time/shift-template/edit/[id]', { id: template.id })} className={buttonClasses('ghost')} aria-label={`Edit ${template.name}`}>
                  Edit
                </IntentLink>
              ) : null}
              {can('delete_shift_template') ? <DeleteTemplateButton id={template.id} name={template.name} /> : null}
            </>
          )}
          empty={{ title: 'No shift templates yet', text: 'Add one to start assigning shifts.', action: add }}
          meta={templates.meta}
          pageHref={(page) => `/settings/time/shift-templates?page=${page}`}
        />
      </SettingsPage>
    );
  },
});
