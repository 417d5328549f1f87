import { authApi } from '@/lib/auth/endpoints';
import { resetPasswordFormSchema, zodErrorBody } from '@/lib/auth/forms';
import { guestWrite } from '@/lib/auth/sign-in';
import { errorJson, json, readJson, refuseUnlessSameOrigin } from '@/lib/http';
import { getSession } from '@/lib/session';

export async function POST(request: Request) {
  const refused = refuseUnlessSameOrigin(request);
  if (refused) return refused;
  const read = await readJson(request);
  if (!read.ok) return read.response;
  const parsed = resetPasswordFormSchema.safeParse(read.value ?? {});
  if (!parsed.success) return json(zodErrorBody(parsed.error), 422);
  const session = await getSession();
  const result = await guestWrite<{ message: string }>(session, { path: authApi.resetPassword.path, json: parsed.data });
  if (!result.ok) return errorJson(result.error);
  return json({ message: result.data.message });
}
