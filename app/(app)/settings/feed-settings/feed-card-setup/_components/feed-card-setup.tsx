'use client';

import { useConfirmLeaving } from '@/components/kit/confirm-leaving';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FeedIcon } from '@/components/feed/feed-icons';
import { useDialogs } from '@/components/shell/dialogs';
import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/endpoint';
import { feedCardSetupApi } from '@/lib/feed/endpoints';
import { serverErrorSummary } from '@/lib/forms/server-errors';
import type { WidgetSetting, WidgetSettings } from '@/lib/widgets/schemas';

/**
 * The card setup: a switch per card and Move up / Move down (keyboard and
 * touch friendly), at most feed_widget_count switched on. Saved in one
 * widget-settings update.
 */
export function FeedCardSetup({ initial }: { initial: WidgetSettings }) {
  const dialogs = useDialogs();
  const [cards, setCards] = useState<WidgetSetting[]>(initial.data);
  const [saved, setSaved] = useState<WidgetSetting[]>(initial.data);
  const [error, setError] = useState<string | null>(null);
  const most = initial.feed_widget_count;
  const enabled = cards.filter((card) => card.is_enabled).length;
  const changed = JSON.stringify(cards.map(({ key, is_enabled }) => [key, is_enabled])) !== JSON.stringify(saved.map(({ key, is_enabled }) => [key, is_enabled]));
  useConfirmLeaving(() => changed);

  const status = useRef<HTMLParagraphElement>(null);
  const rows = useRef<HTMLOListElement>(null);
  /**
   * Moves a card, the focus with it: the same button on its new row, or the other one where that
   * one is now off (at the top or the bottom); a moved or disabled button lost it to <body>.
   */
  const move = (index: number, step: -1 | 1) => {
    const key = cards[index]!.key;
    flushSync(() =>
      setCards((list) => {
        const next = [...list];
        const [card] = next.splice(index, 1);
        next.splice(index + step, 0, card!);
        return next;
      }),
    );
    const button = (direction: string) => rows.current?.querySelector<HTMLButtonElement>(`[data-move="${key}:${direction}"]`);
    const same = button(step < 0 ? 'up' : 'down');
    (same && !same.disabled ? same : button(step < 0 ? 'down' : 'up'))?.focus();
  };
  const toggle = (key: string) => setCards((list) => list.map((card) => (card.key === key ? { ...card, is_enabled: !card.is_enabled } : card)));

  const save = useSaveThenRefresh({
    save: (list: WidgetSetting[]) => callEndpoint(feedCardSetupApi.update, { json: { widgets: list.map(({ key, is_enabled }) => ({ key, is_enabled })) } }),
    success: 'edit',
    refresh: 'router',
    onSaved: ({ data }) => {
      setCards(data);
      setSaved(data);
    },
  });
  const submit = async () => {
    setError(null);
    const result = await save.mutateAsync(cards);
    if (!result) return;
    // Saved: Save and Undo are off now; the line that counts the cards takes the focus.
    if (result.ok) {
      status.current?.focus();
      return;
    }
    if (result.error.kind === 'form') setError(serverErrorSummary(result.error));
    else void dialogs.failure(result.error);
  };

  return (
    <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <p ref={status} tabIndex={-1} className="border-b border-slate-100 px-5 py-3 text-sm text-slate-600 focus:outline-none" aria-live="polite">
        {enabled} of {most} cards on. The feed shows the cards that are on, from the top.
      </p>
      <ol ref={rows} className="divide-y divide-slate-100">
        {cards.map((card, index) => {
          const full = !card.is_enabled && enabled >= most;
          const switchId = `card-${card.key}`;
          return (
            <li key={card.key} className="flex items-center gap-3 px-5 py-3">
              <span className="w-6 text-center text-sm font-semibold text-slate-500">{index + 1}</span>
              <label htmlFor={switchId} className={`flex flex-1 items-center gap-3 ${full ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
                <input
                  id={switchId}
                  type="checkbox"
                  role="switch"
                  checked={card.is_enabled}
                  disabled={full}
                  onChange={() => toggle(card.key)}
                  className="size-5 accent-[var(--theme-primary)]"
                />
                <span className="min-w-0">
                  <span className={`block text-sm font-medium ${card.is_enabled ? 'text-slate-900' : 'text-slate-500'}`}>{card.name}</span>
                  {full ? <span className="block text-xs text-slate-500">Turn another card off to show this one.</span> : null}
                </span>
              </label>
              <div className="flex gap-1">
                <button
                  type="button"
                  onClick={() => move(index, -1)}
                  disabled={index === 0}
                  data-move={`${card.key}:up`}
                  aria-label={`Move ${card.name} up`}
                  className="grid size-9 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:opacity-30"
                >
                  <FeedIcon name="arrow-up" size={18} />
                </button>
                <button
                  type="button"
                  onClick={() => move(index, 1)}
                  disabled={index === cards.length - 1}
                  data-move={`${card.key}:down`}
                  aria-label={`Move ${card.name} down`}
                  className="grid size-9 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:opacity-30"
                >
                  <FeedIcon name="arrow-down" size={18} />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 px-5 py-3">
        {error ? (
          <p role="alert" className="mr-auto text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button variant="secondary" disabled={!changed || save.isPending} onClick={() => setCards(saved)}>
          Undo changes
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending} disabled={!changed}>
          Save
        </Button>
      </div>
    </div>
  );
}
