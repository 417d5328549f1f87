'use client';

import { useRefresh } from '@/components/shell/refresh';
import { IntentLink } from '@/components/ui/intent-link';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDialogs } from '@/components/shell/dialogs';
import { Icon } from '@/components/ui/icons';
import { callEndpoint } from '@/lib/client/endpoint';
import { roleApi } from '@/lib/roles/endpoints';
import { roleCountsText as counts } from '@/lib/roles/counts';
import { moveItem } from '@/lib/roles/permissions-view';
import type { Role } from '@/lib/roles/schemas';

/**
 * The roles in their position order. With manage_role a role moves by
 * dragging its handle, by the arrow keys on the handle, or by its up and down
 * buttons (phones); each move saves the whole order and is announced. A
 * refused save puts the saved order back and says why.
 */
export function RoleOrder({ roles, selectedId, href, canManage }: { roles: Role[]; selectedId: number; /** The screen's address: a role opens at `?role=<id>`. */ href: string; canManage: boolean }) {
  const refresh = useRefresh();
  const dialogs = useDialogs();
  const [order, setOrder] = useState(roles);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [saving, setSaving] = useState(false);
  const hintId = useId();
  const serverOrder = roles.map((role) => `${role.id}:${role.name}:${counts(role)}`).join(',');

  // The server's order wins whenever it changes (after a save, a rename, a delete).
  const [seen, setSeen] = useState(serverOrder);
  if (seen !== serverOrder) {
    setSeen(serverOrder);
    setOrder(roles);
  }

  // Moves save one after another, each with the whole order, so quick presses land in the order they were made.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const move = (from: number, to: number, focus = false) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = moveItem(order, from, to);
    const moved = next[to]!;
    setOrder(next);
    setAnnouncement(`${moved.name} moved to position ${to + 1} of ${next.length}.`);
    if (focus) requestAnimationFrame(() => document.getElementById(`role-handle-${moved.id}`)?.focus());
    setSaving(true);
    const save = queue.current.then(() => callEndpoint(roleApi.reorder, { json: { roles: next.map((role) => role.id) } }));
    queue.current = save;
    void save.then((result) => {
      if (queue.current !== save) return;
      setSaving(false);
      if (!result.ok) {
        setOrder(roles);
        setAnnouncement('The order was not saved.');
        void dialogs.failure(result.error);
        return;
      }
      refresh();
    });
  };

  // At either end the pressed arrow turns disabled, which would drop the focus to the page: the other arrow takes it.
  const moveByButton = (index: number, direction: 'up' | 'down') => {
    const role = order[index]!;
    move(index, direction === 'up' ? index - 1 : index + 1);
    requestAnimationFrame(() => {
      const pressed = document.getElementById(`role-${direction}-${role.id}`);
      if (pressed instanceof HTMLButtonElement && pressed.disabled) document.getElementById(`role-${direction === 'up' ? 'down' : 'up'}-${role.id}`)?.focus();
    });
  };

  const onHandleKey = (event: KeyboardEvent, index: number) => {
    const to = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: order.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(index, to, true);
  };

  return (
    <>
      {canManage ? (
        <p id={hintId} className="mb-2 text-xs text-slate-500">
          Drag a role by its handle, or focus the handle and use the arrow keys, to change the order.
        </p>
      ) : null}
      <ol aria-label="Roles" aria-busy={saving || undefined} className="flex flex-col gap-1">
        {order.map((role, index) => {
          const selected = role.id === selectedId;
          return (
            <li
              key={role.id}
              onDragOver={(event) => {
                if (dragging === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragging !== null) move(dragging, index);
                setDragging(null);
              }}
              className={`flex items-center gap-1 rounded-lg ring-1 ${selected ? 'bg-primary/10 ring-primary/40' : 'bg-white ring-slate-200'} ${dragging === index ? 'opacity-50' : ''}`}
            >
              {canManage ? (
                <button
                  type="button"
                  id={`role-handle-${role.id}`}
                  draggable
                  onDragStart={(event) => {
                    setDragging(index);
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', role.name);
                  }}
                  onDragEnd={() => setDragging(null)}
                  onKeyDown={(event) => onHandleKey(event, index)}
                  aria-label={`Reorder ${role.name}, position ${index + 1} of ${order.length}`}
                  aria-describedby={hintId}
                  className="grid h-11 w-8 shrink-0 cursor-grab place-items-center rounded-l-lg text-slate-400 hover:text-slate-700 active:cursor-grabbing"
                >
                  <Icon name="apps" size={16} />
                </button>
              ) : null}
              <IntentLink
                href={`${href}?role=${role.id}`}
                aria-current={selected ? 'true' : undefined}
                className={`min-w-0 flex-1 py-2 ${canManage ? '' : 'pl-3'} text-sm`}
              >
                <span className="block truncate font-medium text-slate-900">{role.name}</span>
                {counts(role) ? <span className="block text-xs text-slate-600">{counts(role)}</span> : null}
              </IntentLink>
              {canManage ? (
                <span className="flex shrink-0 pr-1">
                  <button
                    type="button"
                    id={`role-up-${role.id}`}
                    onClick={() => moveByButton(index, 'up')}
                    disabled={index === 0}
                    aria-label={`Move ${role.name} up`}
                    className="grid size-9 place-items-center rounded text-slate-500 hover:bg-slate-100 disabled:opacity-30"
                  >
                    <Icon name="chevron-down" size={16} className="rotate-180" />
                  </button>
                  <button
                    type="button"
                    id={`role-down-${role.id}`}
                    onClick={() => moveByButton(index, 'down')}
                    disabled={index === order.length - 1}
                    aria-label={`Move ${role.name} down`}
                    className="grid size-9 place-items-center rounded text-slate-500 hover:bg-slate-100 disabled:opacity-30"
                  >
                    <Icon name="chevron-down" size={16} />
                  </button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
