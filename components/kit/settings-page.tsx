import { IntentLink } from '@/components/ui/intent-link';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icons';

/** The frame of a settings screen: back to Settings, title, description, actions and a card. */
export function SettingsPage({
  title,
  description,
  actions,
  children,
  wide = false,
  card = true,
  back = { href: '/settings', label: 'Settings' },
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** Put the content on one white card (screens with several sections lay out their own). */
  card?: boolean;
  /** Where the back link goes (default: the settings menu). */
  back?: { href: string; label: string };
}) {
  return (
    <div className={`mx-auto flex ${wide ? 'max-w-7xl' : 'max-w-4xl'} flex-col gap-4 px-3 py-6 sm:px-6`}>
      <IntentLink href={back.href} className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline">
        <Icon name="chevron-right" size={16} className="rotate-180" />
        {back.label}
      </IntentLink>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions}
      </header>
      {card ? <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">{children}</div> : children}
    </div>
  );
}
