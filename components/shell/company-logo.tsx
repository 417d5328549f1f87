'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from '@/lib/client/navigation';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { LANDING_ROUTE } from '@/lib/constants';

/**
 * The company logo (header and sidebar). A draft logo, when present, replaces
 * the saved one until the route changes (spec part 1 §4): the draft belongs to
 * the path it was shown on. The company settings screen can show a new draft
 * with setDraftLogo().
 */

interface LogoState {
  companyName: string;
  logo: string | null;
  setDraftLogo: (url: string | null) => void;
}

const LogoContext = createContext<LogoState | null>(null);

export function useCompanyLogo(): LogoState {
  const state = useContext(LogoContext);
  if (!state) throw new Error('useCompanyLogo must be used inside <CompanyLogoProvider>');
  return state;
}

export function CompanyLogoProvider({
  companyName,
  companyLogo,
  draftLogo,
  children,
}: {
  companyName: string;
  companyLogo: string | null;
  draftLogo: string | null;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const [draft, setDraft] = useState(() => (draftLogo ? { url: draftLogo, pathname } : null));
  // Changing route clears the draft logo: coming back to the page does not bring it back.
  if (draft && draft.pathname !== pathname) setDraft(null);
  const logo = draft && draft.pathname === pathname ? draft.url : companyLogo;
  const value = useMemo(
    () => ({ companyName, logo, setDraftLogo: (url: string | null) => setDraft(url ? { url, pathname } : null) }),
    [companyName, logo, pathname],
  );
  return <LogoContext.Provider value={value}>{children}</LogoContext.Provider>;
}

/**
 * The logo linking to the landing route; the company's initial and name when
 * there is no logo. Compact (rail, phone header) keeps a 40 px square cut from
 * the logo's left, where a wordmark usually carries its mark.
 */
export function CompanyLogo({ tone = 'light', compact = false, className = '' }: { tone?: 'light' | 'dark'; compact?: boolean; className?: string }) {
  const { companyName, logo } = useCompanyLogo();
  const text = tone === 'dark' ? 'text-menu-text' : 'text-slate-900';
  const plate = tone === 'dark' ? 'rounded-lg bg-white p-1' : '';
  return (
    <IntentLink
      href={LANDING_ROUTE}
      aria-label={`${companyName}, home`}
      className={`flex min-w-0 items-center gap-2.5 rounded-lg font-semibold ${text} ${tone === 'dark' ? 'focus-visible:outline-white' : ''} ${className}`}
    >
      {logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- tenant logo from the upstream's file host
        <img
          src={logo}
          alt=""
          width={compact ? 40 : 200}
          height={40}
          className={compact ? `size-10 object-cover object-left ${plate}` : `h-11 w-auto max-w-full object-contain ${plate} ${tone === 'dark' ? 'px-2' : ''}`}
        />
      ) : (
        <>
          <span
            aria-hidden
            className={`grid size-10 shrink-0 place-items-center rounded-xl text-lg font-bold ${tone === 'dark' ? 'bg-white text-primary' : 'bg-primary text-white'}`}
          >
            {companyName.trim().charAt(0).toUpperCase() || 'C'}
          </span>
          {compact ? null : <span className="truncate text-base">{companyName}</span>}
        </>
      )}
    </IntentLink>
  );
}
