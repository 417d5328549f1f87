'use client';

import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, FocusReturnContext } from '@/components/ui/dialog';
import { Icon, type IconName } from '@/components/ui/icons';
import { SUCCESS_DIALOG_CLOSE_MS } from '@/lib/constants';
import type { AppError } from '@/lib/errors';
import { DIALOG_TEXTS, failureText } from '@/lib/messages';

/**
 * The generic dialogs of spec part 1 §8, usable from any screen with one call:
 *
 *   const dialogs = useDialogs();
 *   if (await dialogs.confirm({ kind: 'trash' })) { …; await dialogs.success('trash'); }
 *   dialogs.failure(error);                    // 'Unsuccessful' + failureText()
 *
 * One dialog shows at a time; later calls wait their turn. Outside clicks never
 * close a dialog; Escape answers it with its safe value (No / close).
 */

export type SuccessKind = 'add' | 'edit' | 'trash' | 'delete' | 'restore';
export type ConfirmKind = 'trash' | 'delete' | 'restore';

type Tone = 'success' | 'error' | 'question' | 'warning' | 'info' | 'action';

interface DialogButton {
  label: string;
  value: unknown;
  variant: 'primary' | 'secondary' | 'danger';
}

interface Entry {
  id: number;
  tone: Tone;
  title: string;
  text: string;
  buttons: DialogButton[];
  /** What Escape (and closeAll) answers. */
  dismissValue: unknown;
  autoCloseMs?: number;
  /** Where the focus goes when the dialog closes and the control that opened it is gone (the item it deleted). */
  returnFocus?: () => HTMLElement | null;
  open: boolean;
  resolve: (value: unknown) => void;
}

export interface DialogsApi {
  /** 'Successful' with the kind's text; closes by itself after 1000 ms. */
  success(kind?: SuccessKind, options?: { title?: string; text?: string }): Promise<void>;
  /** 'Unsuccessful': 'We could not perform this action as <message>' and Close. */
  failure(message?: string | AppError | null): Promise<void>;
  /**
   * 'Confirmation Required' with Yes/No; true for Yes. `returnFocus` is where the focus goes
   * when the control that asked is gone by the time the dialog closes (a deleted comment's
   * Delete): the next place to work from, not the page.
   */
  confirm(options?: { kind?: ConfirmKind; title?: string; text?: string; returnFocus?: () => HTMLElement | null }): Promise<boolean>;
  /** 'Warning'; with a confirmLabel it asks (true to go on), else it informs. */
  warning(options: { text: string; title?: string; confirmLabel?: string; cancelLabel?: string }): Promise<boolean>;
  /** 'Notice alert' with Okay. */
  notice(options: { text: string; title?: string }): Promise<void>;
  /** 'Action Required' with Ok. */
  actionRequired(options: { text: string; title?: string }): Promise<void>;
  /** Closes every open or waiting dialog with its safe answer (load errors do this). */
  closeAll(): void;
}

const SUCCESS_TEXT: Record<SuccessKind, string> = {
  add: DIALOG_TEXTS.success.add,
  edit: DIALOG_TEXTS.success.edit,
  trash: DIALOG_TEXTS.success.trash,
  delete: DIALOG_TEXTS.success.delete,
  restore: DIALOG_TEXTS.success.restore,
};

const TONE: Record<Tone, { icon: IconName; className: string }> = {
  success: { icon: 'check', className: 'bg-success/15 text-success' },
  error: { icon: 'close', className: 'bg-error/15 text-error' },
  question: { icon: 'question', className: 'bg-warning/15 text-warning' },
  warning: { icon: 'warning', className: 'bg-warning/15 text-warning' },
  info: { icon: 'info', className: 'bg-primary/10 text-primary' },
  action: { icon: 'warning', className: 'bg-accent/15 text-accent' },
};

/** Time for the closing animation before a dialog leaves the queue. */
const EXIT_MS = 150;

const DialogsContext = createContext<DialogsApi | null>(null);

export function useDialogs(): DialogsApi {
  const api = useContext(DialogsContext);
  if (!api) throw new Error('useDialogs must be used inside <DialogsProvider>');
  return api;
}

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const nextId = useRef(1);
  /** Dialogs not yet answered, by id: each is answered exactly once. */
  const waiting = useRef(new Map<number, Entry>());

  const { api, close } = useMemo(() => {
    const remove = (id: number) => setEntries((list) => list.filter((entry) => entry.id !== id));

    function open<T>(entry: Omit<Entry, 'id' | 'open' | 'resolve'>): Promise<T> {
      return new Promise<T>((resolve) => {
        const id = nextId.current++;
        const full: Entry = { ...entry, id, open: true, resolve: resolve as (value: unknown) => void };
        waiting.current.set(id, full);
        setEntries((list) => [...list, full]);
      });
    }

    /** Answers one dialog, plays its exit, then drops it from the queue. */
    function close(entry: Entry, value: unknown) {
      if (!waiting.current.delete(entry.id)) return;
      entry.resolve(value);
      setEntries((list) => list.map((item) => (item.id === entry.id ? { ...item, open: false } : item)));
      setTimeout(() => remove(entry.id), EXIT_MS);
    }

    const api: DialogsApi = {
      success(kind = 'add', options = {}) {
        return open<void>({
          tone: 'success',
          title: options.title ?? (kind === 'trash' ? DIALOG_TEXTS.success.trashTitle : DIALOG_TEXTS.success.title),
          text: options.text ?? SUCCESS_TEXT[kind],
          buttons: [],
          dismissValue: undefined,
          autoCloseMs: SUCCESS_DIALOG_CLOSE_MS,
        });
      },
      failure(message) {
        const serverMessage = typeof message === 'string' || message == null ? message : message.message;
        return open<void>({
          tone: 'error',
          title: DIALOG_TEXTS.failure.title,
          text: failureText(serverMessage),
          buttons: [{ label: DIALOG_TEXTS.failure.close, value: undefined, variant: 'primary' }],
          dismissValue: undefined,
        });
      },
      confirm({ kind = 'trash', title, text, returnFocus } = {}) {
        return open<boolean>({
          returnFocus,
          tone: 'question',
          title: title ?? DIALOG_TEXTS.confirmation.title,
          text: text ?? DIALOG_TEXTS.confirmation[kind],
          buttons: [
            { label: DIALOG_TEXTS.confirmation.no, value: false, variant: 'secondary' },
            { label: DIALOG_TEXTS.confirmation.yes, value: true, variant: kind === 'restore' ? 'primary' : 'danger' },
          ],
          dismissValue: false,
        });
      },
      warning({ text, title, confirmLabel, cancelLabel }) {
        return open<boolean>({
          tone: 'warning',
          title: title ?? DIALOG_TEXTS.warning.title,
          text,
          buttons: confirmLabel
            ? [
                { label: cancelLabel ?? DIALOG_TEXTS.confirmation.no, value: false, variant: 'secondary' },
                { label: confirmLabel, value: true, variant: 'primary' },
              ]
            : [{ label: DIALOG_TEXTS.notice.button, value: true, variant: 'primary' }],
          dismissValue: false,
        });
      },
      notice({ text, title }) {
        return open<void>({
          tone: 'info',
          title: title ?? DIALOG_TEXTS.notice.title,
          text,
          buttons: [{ label: DIALOG_TEXTS.notice.button, value: undefined, variant: 'primary' }],
          dismissValue: undefined,
        });
      },
      actionRequired({ text, title }) {
        return open<void>({
          tone: 'action',
          title: title ?? DIALOG_TEXTS.actionRequired.title,
          text,
          buttons: [{ label: DIALOG_TEXTS.actionRequired.button, value: undefined, variant: 'primary' }],
          dismissValue: undefined,
        });
      },
      closeAll() {
        const pending = [...waiting.current.values()];
        waiting.current.clear();
        setEntries([]);
        for (const entry of pending) entry.resolve(entry.dismissValue);
      },
    };
    return { api, close };
  }, []);

  const current = entries[0];
  return (
    <DialogsContext.Provider value={api}>
      {children}
      {current ? <GenericDialog key={current.id} entry={current} onClose={(value) => close(current, value)} /> : null}
    </DialogsContext.Provider>
  );
}

function GenericDialog({ entry, onClose }: { entry: Entry; onClose: (value: unknown) => void }) {
  const { autoCloseMs } = entry;
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (!autoCloseMs) return;
    const timer = setTimeout(() => closeRef.current(undefined), autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoCloseMs]);

  const tone = TONE[entry.tone];
  const asks = entry.buttons.length > 0;
  return (
    <FocusReturnContext.Provider value={entry.returnFocus ?? null}>
      <Dialog open={entry.open} onOpenChange={(open) => (open ? undefined : onClose(entry.dismissValue))}>
        <DialogContent role={asks ? 'alertdialog' : 'dialog'} className="text-center">
          <span className={`mx-auto grid size-14 place-items-center rounded-full ${tone.className}`}>
            <Icon name={tone.icon} size={28} strokeWidth={2.25} />
          </span>
          <DialogTitle className="mt-4">{entry.title}</DialogTitle>
          <DialogDescription className="mt-2">{entry.text}</DialogDescription>
          {asks ? (
            <div className="mt-6 flex flex-col-reverse justify-center gap-2 sm:flex-row">
              {/* The safe answer comes first in the DOM, so it takes the initial focus and Enter never confirms a deletion by accident. */}
              {entry.buttons.map((button) => (
                <Button
                  key={button.label}
                  variant={button.variant}
                  className="sm:min-w-28"
                  onClick={() => onClose(button.value)}
                >
                  {button.label}
                </Button>
              ))}
            </div>
          ) : null}
        </DialogContent>
      </Dialog>
    </FocusReturnContext.Provider>
  );
}
