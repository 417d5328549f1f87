import { trialState } from '@/lib/shell/trial';

describe('trialState', () => {
  it('shows nothing while the trial is not over', () => {
    expect(trialState({ isTrialOver: false, canViewPlan: true, pathname: '/feed' })).toEqual({ upgradeButton: false, notice: null });
  });

  it('offers the upgrade to those who may open the plan overview', () => {
    expect(trialState({ isTrialOver: true, canViewPlan: true, pathname: '/feed' })).toEqual({ upgradeButton: true, notice: 'trial-over' });
  });

  it('tells everyone else to contact the administrator, without an Upgrade button', () => {
    expect(trialState({ isTrialOver: true, canViewPlan: false, pathname: '/feed' })).toEqual({ upgradeButton: false, notice: 'contact-administrator' });
  });

  it('shows neither on the plan overview route', () => {
    expect(trialState({ isTrialOver: true, canViewPlan: true, pathname: '/billing/plan-overview/' })).toEqual({ upgradeButton: false, notice: null });
  });
});
