import type { ReactNode } from 'react';
import { GuestHeader } from '@/components/shell/guest-header';

/**
 * The guest screens' frame: the guest header, a centred card, and the cookie
 * notice after them, which sticks to the bottom of the window but keeps its
 * place in the column, so no control is left under it. Shared by the App
 * Router's (auth) layout and the React-free sign-in page (pages/login.tsx).
 */
export function AuthCard({ companyName, logo, notice, children }: { companyName: string; logo: string | null; notice?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <GuestHeader companyName={companyName} logo={logo} />
      <main id="content" className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
        <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">{children}</div>
      </main>
      {notice}
    </div>
  );
}
