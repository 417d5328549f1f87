import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { buttonClasses } from '@/components/ui/button';
import { OnboardingFlow } from '@/components/onboarding/onboarding-flow';
import { AbortScreen } from '@/components/shell/abort-screen';
import { toAbort } from '@/lib/errors';
import { onboardingApi } from '@/lib/onboarding/endpoints';
import { onboardingLinkSchema } from '@/lib/onboarding/forms';
import { findRoute, routeHref } from '@/lib/routes';
import { SIGNED_IN_MESSAGE } from '@/lib/onboarding/bff';
import { getSession, isSignedIn } from '@/lib/session';
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
  // Never with a signed-in session: completing would sign its upstream session in as the new person.
  if (isSignedIn(await getSession())) {
    return (
      <section aria-labelledby="signed-in-title" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-16 text-center">
        <h1 id="signed-in-title" className="text-2xl font-semibold text-slate-900">
          This invitation is for someone new
        </h1>
        <p className="text-slate-600">{SIGNED_IN_MESSAGE}</p>
        <IntentLink href={routeHref('/feed')} className={buttonClasses()}>
          Back To Feed
        </IntentLink>
      </section>
    );
  }
  const result = await serverCall(onboardingApi.author, { query: link.data });
  if (!result.ok) {
    const abort = toAbort(result.error);
    return <AbortScreen code={abort.code} message={abort.message} />;
  }
  return <OnboardingFlow link={link.data} author={result.data.data} />;
}
