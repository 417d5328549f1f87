import { endpointsOf } from '@/lib/upstream/define';

/**
 * Onboarding calls (spec part 1 §7 "Onboarding"). The page is public: the
 * BFF's own route handlers make these calls with the guest session, never the
 * proxy (which serves signed-in users). Each names the link by id and hash.
 */

const { get, post } = endpointsOf('onboarding', () => import('@/lib/onboarding/schemas'), { proxy: false });

export const onboardingApi = {
  author: get('/employee/on-boarding-invitation/author', 'onboardingAuthorResponseSchema'),
  password: post('/employee/on-boarding-invitation/author/password', 'onboardingStepResponseSchema'),
  avatar: post('/employee/on-boarding-invitation/author/avatar', 'onboardingStepResponseSchema'),
  completed: post('/employee/on-boarding-invitation/author/completed', 'onboardingCompletedResponseSchema'),
};
