import { authApi } from '@/lib/auth/endpoints';
import { forgotPasswordFormSchema, zodErrorBody } from '@/lib/auth/forms';
import { guestWrite } from '@/lib/auth/sign-in';
import { errorJson, json, readJson, refuseUnlessSameOrigin } from '@/lib/http';
import { RESET_LINK_SENT_MESSAGE } from '@/lib/messages';
import { getSession } from '@/lib/session';

export async function POST(request: Request) {
  const refused = refuseUnlessSameOrigin(request);
  if (refused) return refused;
  const read = await readJson(request);
  if (!read.ok) return read.response;
  const parsed = forgotPasswordFormSchema.safeParse(read.value ?? {});
  if (!parsed.success) return json(zodErrorBody(parsed.error), 422);
  const session = await getSession();
  const result = await guestWrite<{ message: string }>(session, { path: authApi.forgotPassword.path, json: parsed.data });
  // The address was checked above: an upstream refusal of it means no such account (or one asked too often).
  // Both answers are the same, so this page cannot tell who has an account.
  if (result.ok || (result.error.kind === 'form' && 'email' in result.error.fields)) return json({ message: RESET_LINK_SENT_MESSAGE });
  return errorJson(result.error);
}
