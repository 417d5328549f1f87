'use client';

import { useConfirmLeaving } from '@/components/kit/confirm-leaving';
import { ResultCount } from '@/components/kit/result-count';
import { useMemo, useState } from 'react';
import { CheckboxGroup } from '@/components/kit/checkbox-group';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { Button } from '@/components/ui/button';
import { FormSummary } from '@/components/ui/field-frame';
import { callEndpoint } from '@/lib/client/endpoint';
import { serverErrorSummary } from '@/lib/forms/server-errors';
import { roleApi } from '@/lib/roles/endpoints';
import { filterPermissionGroups, groupLabel, permissionLabel } from '@/lib/roles/permissions-view';
import type { PermissionGroupItem } from '@/lib/roles/schemas';

/**
 * A role's permissions, by group: a search over them, select all per group
 * (of what the search shows), and one Save for the whole set. Read-only
 * without manage_role. The page keys it by the role and its saved set, so a
 * saved change starts it afresh.
 */
export function PermissionEditor({
  roleId,
  roleName,
  groups,
  assigned,
  editable,
}: {
  roleId: number;
  roleName: string;
  groups: PermissionGroupItem[];
  assigned: number[];
  editable: boolean;
}) {
  const [chosen, setChosen] = useState<number[]>(assigned);
  const [search, setSearch] = useState('');
  const [summary, setSummary] = useState<string | null>(null);

  const shown = useMemo(() => filterPermissionGroups(groups, search), [groups, search]);
  const dirty = [...chosen].sort((a, b) => a - b).join(',') !== [...assigned].sort((a, b) => a - b).join(',');
  useConfirmLeaving(() => dirty);
  const save = useSaveThenRefresh({
    save: (permissions: number[]) => callEndpoint(roleApi.saveAssignedPermissions, { json: { role_id: roleId, permissions } }),
    success: 'edit',
    refresh: 'router',
  });

  const submit = async () => {
    setSummary(null);
    const result = await save.mutateAsync(chosen);
    if (result && !result.ok) setSummary(serverErrorSummary(result.error));
  };

  return (
    <form
      aria-label={`Permissions of ${roleName}`}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex w-full flex-col gap-1 text-sm font-medium text-slate-700 sm:w-72">
          Search permissions
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="e.g. attendance"
            className="min-h-10 rounded-md border border-slate-300 px-3 text-sm font-normal"
          />
        </label>
        <p className="text-sm text-slate-600" aria-live="polite">
          {chosen.length} of {groups.reduce((total, group) => total + group.permissions.length, 0)} chosen
        </p>
      </div>
      <ResultCount total={shown.reduce((total, group) => total + group.permissions.length, 0)} noun="permissions" />
      {shown.length === 0 ? <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">No permission matches “{search.trim()}”.</p> : null}
      <fieldset disabled={!editable || save.isPending} className="grid gap-5 2xl:grid-cols-2">
        {shown.map((group) => {
          const ids = group.permissions.map((permission) => permission.id);
          return (
            <div key={group.name} className="rounded-lg p-3 ring-1 ring-slate-200">
              <CheckboxGroup
                legend={groupLabel(group.name)}
                options={group.permissions.map((permission) => ({ value: permission.id, label: permissionLabel(permission.name) }))}
                value={chosen.filter((id) => ids.includes(id))}
                onChange={(value) => setChosen((current) => [...current.filter((id) => !ids.includes(id)), ...value])}
              />
            </div>
          );
        })}
      </fieldset>
      <FormSummary id={`role-${roleId}-permissions-summary`} message={summary} />
      {editable ? (
        <div className="-mx-4 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 sm:-mx-6 sm:flex-row sm:items-center sm:justify-end sm:px-6 md:sticky md:bottom-0">
          {dirty ? <span className="text-sm text-slate-600 sm:mr-auto">Unsaved changes</span> : null}
          <Button variant="secondary" disabled={!dirty || save.isPending} onClick={() => setChosen(assigned)}>
            Discard changes
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!dirty}>
            Save permissions
          </Button>
        </div>
      ) : null}
    </form>
  );
}
