'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { Button, buttonClasses } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/endpoint';
import { welcomeWizardApi } from '@/lib/app-settings/endpoints';
import type { WelcomeWizard } from '@/lib/leave/schemas';
import { WIZARD_STEPS, type WizardAccess } from '@/lib/leave/wizard-steps';
import { routeHref } from '@/lib/routes';

/**
 * The settings welcome wizard: the leave settings a new tenant needs, in
 * order, each done or a link to do it; shown while one is missing, until
 * closed for good ("Don't show again", kept by the upstream). A step links
 * only for a viewer who may open its screen, and the wizard closes only for
 * one who may close it (`access`, lib/leave/wizard-steps.ts); someone who may
 * do neither, such as a reviewer on All leave, is not shown it.
 */
export function SettingsWelcomeWizard({ wizard, access }: { wizard: WelcomeWizard; access: WizardAccess }) {
  const close = useSaveThenRefresh({
    save: () => callEndpoint(welcomeWizardApi.update, { json: { settings_welcome_wizard: false } }),
    refresh: 'router',
    failures: 'dialog',
  });
  const canAct = access.dismiss || WIZARD_STEPS.some((step) => !wizard.steps[step.key] && access.open[step.key]);
  if (!wizard.show || !canAct) return null;
  const next = WIZARD_STEPS.find((step) => !wizard.steps[step.key]);
  return (
    <section aria-labelledby="settings-welcome-title" className="rounded-xl border border-primary/20 bg-primary/5 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="settings-welcome-title" className="font-semibold text-slate-900">
            Set up leave
          </h2>
          <p className="mt-1 text-sm text-slate-700">A few steps before people can apply for leave.</p>
        </div>
        {access.dismiss ? (
          <Button variant="ghost" loading={close.isPending} onClick={() => close.mutate(undefined)}>
            Don’t show again
          </Button>
        ) : null}
      </div>
      <ol aria-label="Leave setup steps" className="mt-3 flex flex-col gap-2">
        {WIZARD_STEPS.map((step, index) => {
          const done = wizard.steps[step.key];
          return (
            <li key={step.key} className="flex items-start gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200">
              <span
                aria-hidden
                className={`grid size-6 shrink-0 place-items-center rounded-full text-xs font-semibold ${done ? 'bg-emerald-600 text-white' : 'bg-slate-200 text-slate-700'}`}
              >
                {done ? '✓' : index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900">
                  {step.title}
                  <span className="sr-only">{done ? ' (done)' : ' (to do)'}</span>
                </p>
                <p className="text-sm text-slate-600">{step.text}</p>
              </div>
              {!done && access.open[step.key] ? (
                <IntentLink href={routeHref(step.pattern)} className={buttonClasses(step === next ? 'primary' : 'secondary')} aria-current={step === next ? 'step' : undefined}>
                  {step === next ? 'Start' : 'Open'}
                </IntentLink>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
