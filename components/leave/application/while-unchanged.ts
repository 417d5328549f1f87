'use client';

import { useTenantFormats } from '@/components/ui/tenant-formats';
import { callEndpoint } from '@/lib/client/endpoint';
import { refusedState, type Result } from '@/lib/errors';
import type { LeaveApplication } from '@/lib/leave/application-schemas';
import { leaveApplicationApi } from '@/lib/leave/endpoints';
import { changedMeanwhile, type LeaveAct, type ShownApplication } from './leave-bits';

/**
 * An act on application `id` (a decision, a change of it, a withdrawal, the author's edit) that goes
 * only while it is still what the screen shows (`shown`): the application is read first with the
 * spec's view call, and a change meanwhile comes back as a refusal of its state (refusedState), which
 * the write's hook shows and then reads the screen again; `onChanged` hears the application as it is
 * now (the edit form then goes on that version). The spec's calls carry no version the real API would
 * compare, so the check is the app's; the reference upstream refuses a decided or withdrawn one
 * itself, in general words. No `shown` (a new application, nothing to compare): it just sends.
 */
export function useWhileUnchanged(id: number | undefined, act: LeaveAct, shown: ShownApplication | null, onChanged?: (current: LeaveApplication) => void) {
  const { dateFormat } = useTenantFormats();
  return async <T,>(send: () => Promise<Result<T>>): Promise<Result<T>> => {
    if (id === undefined || !shown) return send();
    const current = await callEndpoint(leaveApplicationApi.view, { params: { application_id: id } });
    if (!current.ok) return current;
    const changed = changedMeanwhile(act, shown, current.data, dateFormat);
    if (!changed) return send();
    onChanged?.(current.data);
    return { ok: false, status: 409, error: refusedState(changed) };
  };
}
