import { zodErrorBody } from '@/lib/auth/forms';
import { json, readJson } from '@/lib/http';
import { linkOf, onboardingWrite } from '@/lib/onboarding/bff';
import { onboardingApi } from '@/lib/onboarding/endpoints';
import { onboardingPasswordFormSchema } from '@/lib/onboarding/forms';
import type { OnboardingStepResponse } from '@/lib/onboarding/schemas';

/** Onboarding step 1: the invited person's password (public; the link's id and hash name them). */
export function POST(request: Request) {
  return onboardingWrite<OnboardingStepResponse>(
    request,
    async () => {
      const read = await readJson(request);
      if (!read.ok) return read;
      const link = linkOf(read.value);
      if (!link.ok) return link;
      const form = onboardingPasswordFormSchema.safeParse(read.value ?? {});
      if (!form.success) return { ok: false, response: json(zodErrorBody(form.error), 422) };
      return { ok: true, upstream: { path: onboardingApi.password.path, json: { ...link.link, ...form.data } } };
    },
    (data) => data,
  );
}
