import 'server-only';
import type { Result } from '@/lib/errors';
import { holidayApi } from '@/lib/leave/endpoints';
import type { WelcomeWizard } from '@/lib/leave/schemas';
import { serverCall } from '@/lib/upstream/server';

/**
 * The settings welcome wizard's state, for leave settings screens other than
 * the holidays list (whose index answers it, spec part 2 "Holidays"). Never a
 * failed read: without it the screen shows no wizard.
 */
export async function loadWelcomeWizard(): Promise<Result<WelcomeWizard | null>> {
  const result = await serverCall(holidayApi.index, { query: { per_page: 1 } });
  return { ok: true, status: result.status, data: result.ok ? result.data.settings_welcome_wizard : null };
}
