import { authApi } from '@/lib/auth/endpoints';
import { loginFormSchema, zodErrorBody } from '@/lib/auth/forms';
import { completeSignIn, guestWrite } from '@/lib/auth/sign-in';
import { errorJson, json, readJson, refuseUnlessSameOrigin } from '@/lib/http';
import { safeRedirectPath } from '@/lib/redirect';
import { getSession } from '@/lib/session';

export async function POST(request: Request) {
  const refused = refuseUnlessSameOrigin(request);
  if (refused) return refused;
  const read = await readJson(request);
  if (!read.ok) return read.response;
  const body = read.value as Record<string, unknown> | null;
  const parsed = loginFormSchema.safeParse(body ?? {});
  if (!parsed.success) return json(zodErrorBody(parsed.error), 422);

  const session = await getSession();
  const login = await guestWrite(session, { path: authApi.login.path, json: parsed.data });
  if (!login.ok) return errorJson(login.error);
  const done = await completeSignIn(session, login.jar);
  if (!done.ok) return errorJson(done.error);
  return json({ redirect: safeRedirectPath(typeof body?.redirect === 'string' ? body.redirect : null) });
}
