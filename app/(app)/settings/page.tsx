import { IntentLink } from '@/components/ui/intent-link';
import { definePage, pageMetadata } from '@/lib/page';
import { canAccess, hasScreen, ROUTES, type ProtectedRoute } from '@/lib/routes';

export const metadata = pageMetadata('/settings');

/** The areas of the settings menu, as the spec groups its settings routes. */
const SECTIONS: { title: string; prefix: string }[] = [
  { title: 'General', prefix: '/settings/general-settings/' },
  { title: 'People', prefix: '/settings/people/' },
  { title: 'Leave', prefix: '/settings/leave/' },
  { title: 'Time and attendance', prefix: '/settings/time/' },
  { title: 'Feed', prefix: '/settings/feed-settings/' },
  { title: 'Goals', prefix: '/settings/goals' },
];

/** Screens a menu opens: no parameters, not an add/import step of another screen. */
const isMenuScreen = (route: ProtectedRoute) =>
  !/\/\[[a-z_]+\]/.test(route.pattern) && route.pattern !== '/settings' && !/\/(add|import)$/.test(route.pattern) && hasScreen(route.pattern);

/** The settings menu: every built settings screen the user may open, by area. */
export default definePage('/settings', {
  render: (_, { gate }) => {
    const screens = ROUTES.filter((route): route is ProtectedRoute => route.access === 'protected' && isMenuScreen(route)).filter((route) =>
      canAccess(route, gate.permissions),
    );
    return (
      <section className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-2xl font-semibold text-slate-900">Settings</h1>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SECTIONS.map((section) => {
            const items = screens.filter((route) => route.pattern.startsWith(section.prefix));
            if (items.length === 0) return null;
            return (
              <nav key={section.title} aria-label={section.title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{section.title}</h2>
                <ul className="mt-3 flex flex-col gap-1">
                  {items.map((route) => (
                    <li key={route.pattern}>
                      <IntentLink href={route.pattern.replace(/\/\[\[[a-z_]+\]\]$/, '')} className="block rounded px-2 py-1.5 text-slate-800 hover:bg-slate-50">
                        {route.title}
                      </IntentLink>
                    </li>
                  ))}
                </ul>
              </nav>
            );
          })}
        </div>
      </section>
    );
  },
});
