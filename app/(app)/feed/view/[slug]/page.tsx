import { ShellCheck } from '@/components/shell/shell-check';
import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { FeedIcon } from '@/components/feed/feed-icons';
import { PostView } from '@/components/feed/post-view';
import { PageAbort } from '@/components/shell/page-abort';
import { requireRoute } from '@/lib/auth/api';
import { toAbort } from '@/lib/errors';
import { getFeedView } from '@/lib/feed/api';
import { excerpt } from '@/lib/feed/content';
import { FEED_TEXTS } from '@/lib/feed/texts';
import { findRoute } from '@/lib/routes';
import { feedViewer, tenantClock } from '@/lib/feed/viewer';

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params;
  const view = await getFeedView(slug);
  // A missing post's title is its not-found screen's, in the server's HTML too (not-found.tsx).
  const title = view.ok ? excerpt(view.data.data.content, 60) || FEED_TEXTS.postOf(view.data.data.user.name) : view.error.status === 404 ? FEED_TEXTS.postDeleted : findRoute('/feed/view/[slug]').title;
  return { title };
}

/** A shared post (/feed/view/{slug}): one round of calls, the post and its latest comments server-rendered; a missing one is the 404 state. */
export default async function FeedPostPage({ params }: Params) {
  const { slug } = await params;
  const [gate, view] = await Promise.all([requireRoute('/feed/view/[slug]'), getFeedView(slug)]);
  if (!gate.ok) return <PageAbort {...gate.abort} />;
  if (!view.ok) return <PageAbort {...toAbort(view.error)} />;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-8">
      <ShellCheck />
      {/* The page's heading, for those who move by headings: the post itself has none, its author's name leads it. */}
      <h1 className="sr-only">{FEED_TEXTS.postOf(view.data.data.user.name)}</h1>
      <IntentLink href="/feed" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
        <FeedIcon name="chevron-left" size={16} />
        {FEED_TEXTS.backToFeed}
      </IntentLink>
      <PostView initial={view.data} viewer={feedViewer(gate)} clock={tenantClock(gate)} />
    </div>
  );
}
