import { BackLink } from '@/components/kit/back-link';
import type { ReactNode } from 'react';
import { getAuthorization } from '@/lib/auth/api';
import { canAccess, findRoute, routeHref } from '@/lib/routes';

const TO_SETTINGS = { href: routeHref('/settings'), label: 'Settings', remember: false };

/** Back to the settings menu, for those who may open it (a manager reaches shift assignment from the sidebar, not from there). */
async function settingsMenuLink() {
  const result = await getAuthorization();
  const held = result.ok ? (result.data.author?.permissions ?? []) : [];
  return canAccess(findRoute('/settings'), held) ? TO_SETTINGS : null;
}

/** The frame of a settings screen: back to Settings, title, description, actions and a card. */
export async function SettingsPage({
  title,
  description,
  actions,
  children,
  wide = false,
  card = true,
  back: backProp,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** Put the content on one white card (screens with several sections lay out their own). */
  card?: boolean;
  /** Where the back link goes (default: the settings menu, when the viewer may open it; null: none). */
  back?: { href: string; label: string; remember?: boolean } | null;
}) {
  // The page's own gate has read /authorization already in this request (cached): no second call.
  const back = backProp === undefined ? await settingsMenuLink() : backProp;
  return (
    <div className={`mx-auto flex ${wide ? 'max-w-7xl' : 'max-w-4xl'} flex-col gap-4 px-3 py-6 sm:px-6`}>
      {back ? <BackLink {...back} /> : null}
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
