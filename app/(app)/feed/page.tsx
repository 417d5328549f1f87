import type { Metadata } from 'next';
import { AbortScreen } from '@/components/shell/abort-screen';
import { requireRoute } from '@/lib/auth/api';
import { findRoute } from '@/lib/routes';

export const metadata: Metadata = { title: findRoute('/feed').title };

/** The signed-in landing. The company wall arrives with the feed issue; until then it greets the user. */
export default async function FeedPage() {
  const gate = await requireRoute('/feed');
  if (!gate.ok) return <AbortScreen {...gate.abort} />;
  const { author, settings } = gate.auth;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-semibold text-slate-900">
        {settings.greeting}, {author.name}
      </h1>
    </section>
  );
}
