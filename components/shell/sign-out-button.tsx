'use client';

import { useState, type ReactNode } from 'react';
import { withBasePath } from '@/lib/base-path';
import { apiRequest } from '@/lib/client/api';

/** Signs out from anywhere: the BFF tells the upstream, destroys the session, then the browser goes to /login. */
export function useSignOut() {
  const [pending, setPending] = useState(false);
  async function signOut() {
    setPending(true);
    await apiRequest('/api/auth/logout', { method: 'POST' });
    window.location.assign(withBasePath('/login'));
  }
  return { signOut, pending };
}

export function SignOutButton({ className = '', children = 'Sign Out' }: { className?: string; children?: ReactNode }) {
  const { signOut, pending } = useSignOut();
  return (
    <button type="button" onClick={signOut} disabled={pending} className={className}>
      {children}
    </button>
  );
}
