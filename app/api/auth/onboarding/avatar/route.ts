import { json, tooLarge } from '@/lib/http';
import { AVATAR_MAX_BYTES } from '@/lib/onboarding/avatar';
import { linkOf, onboardingWrite } from '@/lib/onboarding/bff';
import { onboardingApi } from '@/lib/onboarding/endpoints';
import type { OnboardingStepResponse } from '@/lib/onboarding/schemas';
import { JSON_BODY_MAX_BYTES, readBodyWithin } from '@/lib/security/body-limit';

/**
 * Onboarding step 2: the avatar, a multipart form (id, hash, avatar). The body
 * is read within the avatar's size cap and passed on as it came; the upstream
 * checks the image itself.
 */
export function POST(request: Request) {
  return onboardingWrite<OnboardingStepResponse>(
    request,
    async () => {
      const contentType = request.headers.get('content-type') ?? '';
      if (!/^multipart\/form-data\b/i.test(contentType)) return { ok: false, response: json({ message: 'Expected a multipart form.' }, 415) };
      const read = await readBodyWithin(request, AVATAR_MAX_BYTES + JSON_BODY_MAX_BYTES).catch(() => null);
      if (!read) return { ok: false, response: tooLarge() };
      const bytes = new Uint8Array(read);
      let fields: FormData;
      try {
        fields = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
      } catch {
        return { ok: false, response: json({ message: 'The form could not be read.' }, 400) };
      }
      const link = linkOf({ id: fields.get('id'), hash: fields.get('hash') });
      if (!link.ok) return link;
      return { ok: true, upstream: { path: onboardingApi.avatar.path, body: bytes, contentType } };
    },
    (data) => data,
  );
}
