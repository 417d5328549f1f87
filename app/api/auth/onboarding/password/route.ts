import { zodErrorBody } from '@/lib/auth/forms';
import { json } from '@/lib/http';
import { onboardingWrite, readLinkBody } from '@/lib/onboarding/bff';
import { onboardingApi } from '@/lib/onboarding/endpoints';
import { onboardingPasswordFormSchema } from '@/lib/onboarding/forms';
import type { OnboardingStepResponse } from '@/lib/onboarding/schemas';

/** Onboarding step 1: the invited person's password (public; the link's id and hash name them). */
export function POST(request: Request) {
  return onboardingWrite<OnboardingStepResponse>(
    request,
    async () => {
      const read = await readLinkBody(request);
      if (!read.ok) return read;
      const form = onboardingPasswordFormSchema.safeParse(read.value ?? {});
      if (!form.success) return { ok: false, response: json(zodErrorBody(form.error), 422) };
      return { ok: true, upstream: { path: onboardingApi.password.path, json: { ...read.link, ...form.data } } };
    },
    (data) => data,
  );
}
