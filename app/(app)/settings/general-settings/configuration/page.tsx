import { IntentLink } from '@/components/ui/intent-link';
import { SettingsPage } from '@/components/kit/settings-page';
import { configurationCards } from '@/lib/app-settings/configuration';
import { appSettingsApi } from '@/lib/app-settings/endpoints';
import type { Result } from '@/lib/errors';
import { definePage, pageMetadata } from '@/lib/page';
import { canAccess, findRoute } from '@/lib/routes';
import { serverCall } from '@/lib/upstream/server';

const ROUTE = '/settings/general-settings/configuration';

export const metadata = pageMetadata(ROUTE);

/** A setting the user may not read (403) is left out of the index instead of failing the page. */
async function readable<T>(call: Promise<Result<{ data: T }>>): Promise<Result<T | null>> {
  const result = await call;
  if (result.ok) return { ok: true, status: result.status, data: result.data.data };
  return result.status === 403 ? { ok: true, status: 200, data: null } : result;
}

/** The configuration index: every general setting at a glance, each with the screen that changes it. One round of calls. */
export default definePage(ROUTE, {
  load: () => ({
    company: readable(serverCall(appSettingsApi.company.index)),
    network: readable(serverCall(appSettingsApi.networkSetup.index)),
    email: readable(serverCall(appSettingsApi.emailSetup.index)),
    handbook: readable(serverCall(appSettingsApi.handbook.index)),
    theme: readable(serverCall(appSettingsApi.themeDesign.index)),
    alerts: readable(serverCall(appSettingsApi.notificationSettings.index)),
  }),
  render: (data, { gate }) => {
    const cards = configurationCards(data).filter((card) => canAccess(findRoute(card.screen), gate.permissions));
    return (
      <SettingsPage title="Configuration" description="The company's general settings at a glance." card={false}>
        {cards.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">None of the general settings are open to you.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {cards.map((card) => (
              // min-w-0 and wrap-anywhere: a long handbook address wraps instead of widening the page on a phone.
              <li key={card.screen} className="min-w-0">
                <section aria-label={card.title} className="flex h-full flex-col gap-2 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                  <h2 className="font-semibold text-slate-900">{card.title}</h2>
                  <ul className="flex flex-1 flex-col gap-1 text-sm text-slate-700">
                    {card.facts.map((fact) => (
                      <li key={fact} className="wrap-anywhere">
                        {fact}
                      </li>
                    ))}
                  </ul>
                  {card.swatches ? (
                    <ul className="grid grid-cols-2 gap-2 text-sm text-slate-700">
                      {card.swatches.map((swatch) => (
                        <li key={swatch.label} className="flex items-center gap-2">
                          <span aria-hidden className="h-5 w-5 shrink-0 rounded ring-1 ring-slate-300" style={{ backgroundColor: swatch.color }} />
                          <span>
                            {swatch.label} <span className="font-mono text-xs text-slate-500">{swatch.color}</span>
                          </span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <IntentLink href={card.screen} className="self-start text-sm font-medium text-primary hover:underline" aria-label={`Change ${card.title.toLowerCase()}`}>
                    Change
                  </IntentLink>
                </section>
              </li>
            ))}
          </ul>
        )}
      </SettingsPage>
    );
  },
});
