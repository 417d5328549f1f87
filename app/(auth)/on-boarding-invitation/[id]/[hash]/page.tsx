import type { Metadata } from 'next';
import { OnboardingFlow } from '@/components/onboarding/onboarding-flow';
import { AbortScreen } from '@/components/shell/abort-screen';
import { toAbort } from '@/lib/errors';
import { onboardingApi } from '@/lib/onboarding/endpoints';
import { onboardingLinkSchema } from '@/lib/onboarding/forms';
import { findRoute } from '@/lib/routes';
import { serverCall } from '@/lib/upstream/server';

export const metadata: Metadata = { title: findRoute('/on-boarding-invitation/[id]/[hash]').title, robots: { index: false, follow: false } };

/**
 * Onboarding (spec part 1): an invited person, not signed in, opens the link of
 * their invitation mail. A malformed, used or expired link shows the 498 'Link
 * Expired' screen; otherwise the steps, from where they left off.
 */
export default async function OnboardingPage({ params }: { params: Promise<{ id: string; hash: string }> }) {
  const link = onboardingLinkSchema.safeParse(await params);
  if (!link.success) return <AbortScreen code={498} />;
  const result = await serverCall(onboardingApi.author, { query: link.data });
  if (!result.ok) {
    const abort = toAbort(result.error);
    return <AbortScreen code={abort.code} message={abort.message} />;
  }
  return <OnboardingFlow link={link.data} author={result.data.data} />;
}
