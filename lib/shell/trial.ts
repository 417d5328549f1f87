/**
 * Trial (spec part 1 §2, §6): when the trial-over flag is set, the header shows
 * the Upgrade button (with view_billing_plan_overview) and a notice bar, except
 * on the plan overview route. The notice wording depends on whether the user
 * may open the plan overview.
 */

export const PLAN_OVERVIEW_ROUTE = '/billing/plan-overview';

export type TrialNotice = 'trial-over' | 'contact-administrator';

export interface TrialState {
  upgradeButton: boolean;
  notice: TrialNotice | null;
}

export function trialState({ isTrialOver, canViewPlan, pathname }: { isTrialOver: boolean; canViewPlan: boolean; pathname: string }): TrialState {
  const onPlanOverview = pathname.replace(/\/+$/, '') === PLAN_OVERVIEW_ROUTE;
  if (!isTrialOver || onPlanOverview) return { upgradeButton: false, notice: null };
  return { upgradeButton: canViewPlan, notice: canViewPlan ? 'trial-over' : 'contact-administrator' };
}
