import { IntentLink } from '@/components/ui/intent-link';
import { buttonClasses } from '@/components/ui/button';
import { canAccess, findRoute, routeHref } from '@/lib/routes';

/** Steps to shifts, each linked only for a viewer who may open its screen (a bird-view reader alone may open neither). */
export function TimeSetupWizard({ held }: { held: ReadonlySet<string> }) {
  const links = [
    { pattern: '/settings/time/shift-templates', label: 'Shift templates' },
    { pattern: '/settings/time/shift-assignment/[[action_id]]', label: 'Shift assignment' },
  ] as const;
  const open = links.filter((link) => canAccess(findRoute(link.pattern), held));
  return (
    <section aria-labelledby="welcome-title" className="rounded-xl border border-primary/20 bg-primary/5 p-4">
      <h2 id="welcome-title" className="font-semibold text-slate-900">
        Set up time and attendance
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {open.length
          ? 'Create shift templates, then assign shifts to people, to see who is late or incomplete here.'
          : 'Once an administrator has created shift templates and assigned shifts, you will see here who is late or incomplete.'}
      </p>
      {open.length ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {open.map((link, index) => (
            <IntentLink key={link.pattern} href={routeHref(link.pattern)} className={buttonClasses(index === 0 ? 'primary' : 'secondary')}>
              {link.label}
            </IntentLink>
          ))}
        </div>
      ) : null}
    </section>
  );
}
