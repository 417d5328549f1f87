import type { Metadata } from 'next';
import Link from 'next/link';
import { AbortScreen } from '@/components/shell/abort-screen';
import { requireRoute } from '@/lib/auth/api';
import { canAccess, findRoute, ROUTES, type ProtectedRoute } from '@/lib/routes';

export const metadata: Metadata = { title: findRoute('/settings').title };

const SECTIONS: { title: string; prefix: string }[] = [
  { title: 'General', prefix: '/settings/general-settings/' },
  { title: 'Time and attendance', prefix: '/settings/time/' },
  { title: 'Leave', prefix: '/settings/leave/' },
  { title: 'People', prefix: '/settings/people/' },
  { title: 'Feed', prefix: '/settings/feed-settings/' },
  { title: 'Goals', prefix: '/settings/goals' },
];

/** The settings menu: every settings screen of the route table the user may open, by area. */
export default async function SettingsPage() {
  const gate = await requireRoute('/settings');
  if (!gate.ok) return <AbortScreen {...gate.abort} />;
  const screens = ROUTES.filter(
    (route): route is ProtectedRoute =>
      route.access === 'protected' && !route.pattern.includes('[') && route.pattern !== '/settings' && !/\/(add|import)$/.test(route.pattern),
  ).filter((route) => canAccess(route, gate.permissions));

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
                    <Link href={route.pattern.replace(/\/\[\[[a-z_]+\]\]$/, '')} className="block rounded px-2 py-1.5 text-slate-800 hover:bg-slate-50">
                      {route.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          );
        })}
      </div>
    </section>
  );
}
