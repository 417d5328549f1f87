import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SsoReturn } from '@/components/auth/sso-return';
import { getAuthorization } from '@/lib/auth/api';
import { isSsoProvider } from '@/lib/auth/forms';
import { findRoute } from '@/lib/routes';

export async function generateMetadata({ params }: { params: Promise<{ provider: string }> }): Promise<Metadata> {
  const { provider } = await params;
  return isSsoProvider(provider) ? { title: findRoute(`/login/${provider}/redirect`).title } : {};
}

/** The provider sends the browser here; the login screen shows while the return is verified. */
export default async function SsoRedirectPage({
  params,
  searchParams,
}: {
  params: Promise<{ provider: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ provider }, query, auth] = await Promise.all([params, searchParams, getAuthorization()]);
  if (!isSsoProvider(provider)) notFound();
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') flat[key] = value;
  const app = auth.ok ? auth.data.app : null;
  return <SsoReturn provider={provider} query={flat} google={app?.enabled_google_sso ?? false} apple={app?.enabled_apple_sso ?? false} />;
}
