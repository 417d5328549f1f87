'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from '@/lib/client/navigation';
import { Icon } from '@/components/ui/icons';
import { UPGRADE_BUTTON_TEXT } from '@/lib/constants';
import { PLAN_OVERVIEW_ROUTE, trialState } from '@/lib/shell/trial';
import { SHELL_TEXTS } from '@/lib/shell/texts';

interface TrialProps {
  isTrialOver: boolean;
  canViewPlan: boolean;
}

/** The header's Upgrade button: trial over, view_billing_plan_overview, not on the plan overview. */
export function UpgradeButton({ isTrialOver, canViewPlan }: TrialProps) {
  const pathname = usePathname();
  if (!trialState({ isTrialOver, canViewPlan, pathname }).upgradeButton) return null;
  return (
    // Its words (about 190 px) show from xl only: below, beside the search, the clock widget and the
    // server time, they pushed the header's controls over each other. The notice under the header
    // says it in full at every width.
    <IntentLink
      href={PLAN_OVERVIEW_ROUTE}
      aria-label={UPGRADE_BUTTON_TEXT}
      title={UPGRADE_BUTTON_TEXT}
      className="hidden size-9 shrink-0 items-center justify-center gap-1.5 rounded-full bg-orange-50 text-sm font-semibold text-orange-800 ring-1 ring-accent/60 hover:bg-orange-100 sm:inline-flex xl:w-auto xl:px-3.5"
    >
      <Icon name="upgrade" size={16} />
      <span className="hidden xl:inline">{UPGRADE_BUTTON_TEXT}</span>
    </IntentLink>
  );
}

/** The trial notice bar under the header; its wording depends on whether the user may upgrade. */
export function TrialNotice({ isTrialOver, canViewPlan }: TrialProps) {
  const pathname = usePathname();
  const { notice } = trialState({ isTrialOver, canViewPlan, pathname });
  if (!notice) return null;
  return (
    <section
      aria-label="Trial notice"
      className="flex flex-col gap-2 border-b border-orange-200 bg-orange-50 px-4 py-3 text-sm text-orange-950 sm:flex-row sm:items-center sm:gap-4 sm:px-6"
    >
      <Icon name="warning" size={18} className="hidden text-orange-700 sm:block" />
      <p className="flex-1">{notice === 'trial-over' ? SHELL_TEXTS.trialOver : SHELL_TEXTS.contactAdministrator}</p>
      {notice === 'trial-over' ? (
        <IntentLink
          href={PLAN_OVERVIEW_ROUTE}
          className="inline-flex h-9 shrink-0 items-center justify-center self-start rounded-lg bg-primary px-4 font-semibold text-white hover:brightness-110 sm:self-auto"
        >
          {SHELL_TEXTS.upgradeNow}
        </IntentLink>
      ) : null}
    </section>
  );
}
