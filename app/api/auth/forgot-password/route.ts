import { authApi } from '@/lib/auth/endpoints';
import { forgotPasswordFormSchema, zodErrorBody } from '@/lib/auth/forms';
import { guestWrite } from '@/lib/auth/sign-in';
import { errorJson, json, readJson, refuseUnlessSameOrigin } from '@/lib/http';
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
  if (!result.ok) return errorJson(result.error);
  return json({ message: result.data.message });
}
