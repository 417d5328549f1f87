import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icons';
import motion from './motion.module.css';

export interface SnackbarAction {
  label: string;
  onClick: () => void;
}

/** One snackbar: a short message with an optional action and a dismiss button. */
export function SnackbarView({
  message,
  icon,
  action,
  onDismiss,
  dismissLabel = 'Dismiss',
}: {
  message: ReactNode;
  icon?: IconName;
  action?: SnackbarAction;
  onDismiss?: () => void;
  dismissLabel?: string;
}) {
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-xl bg-slate-900 py-2.5 pl-4 pr-2 text-sm text-white shadow-2xl ring-1 ring-white/10 ${motion.toast}`}
    >
      {icon ? <Icon name={icon} size={18} className="text-slate-300" /> : null}
      <p className="flex-1 py-1">{message}</p>
      {action ? (
        <button
          type="button"
          onClick={action.onClick}
          className="min-h-9 rounded-lg px-3 font-semibold text-orange-300 hover:bg-white/10 focus-visible:outline-white"
        >
          {action.label}
        </button>
      ) : null}
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel}
          className="grid size-9 place-items-center rounded-lg text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-white"
        >
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </div>
  );
}
