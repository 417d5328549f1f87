import { ShellCheck } from '@/components/shell/shell-check';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FeedStream } from '@/components/feed/feed-stream';
import { FeedSidebar, FeedSidebarCards, FeedSidebarSkeleton } from '@/components/feed/widgets/feed-sidebar';
import { PageAbort } from '@/components/shell/page-abort';
import { requireRoute } from '@/lib/auth/api';
import { toAbort } from '@/lib/errors';
import { getFeedPage } from '@/lib/feed/api';
import { findRoute } from '@/lib/routes';
import { sidebarWithin, startSidebarWidgets } from '@/lib/widgets/api';
import { feedViewer, tenantClock } from '@/lib/feed/viewer';

export const metadata: Metadata = { title: findRoute('/feed').title };

/** How long the wall waits, once its posts are in, for sidebar cards still on their way. */
const SIDEBAR_GRACE_MS = 150;

/**
 * The company wall. Every upstream call starts at once (authorization, the
 * first page, the card setup and every card). The page renders when the posts
 * are in and the cards too, with the cards in place; past a short grace, the
 * cards stream in behind a Suspense boundary instead.
 */
export default async function FeedPage() {
  const widgets = startSidebarWidgets();
  const [gate, feed] = await Promise.all([requireRoute('/feed'), getFeedPage()]);
  const answers = await sidebarWithin(widgets, SIDEBAR_GRACE_MS);
  if (!gate.ok) return <PageAbort {...gate.abort} />;
  if (!feed.ok) return <PageAbort {...toAbort(feed.error)} />;
  const { app, settings } = gate.auth;
  const day = { today: app.server_time.slice(0, 10), timeFormat: settings.time_format, dateFormat: settings.date_format };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <ShellCheck />
      <FeedStream
        // An answer without can_create: the viewer's permission to post decides.
        initial={{ ...feed.data, can_create: feed.data.can_create ?? gate.permissions.has('create_feed') }}
        renderId={crypto.randomUUID()}
        viewer={feedViewer(gate)}
        clock={tenantClock(gate)}
        pageSize={feed.data.meta.per_page}
        sidebar={
          answers ? (
            <FeedSidebarCards answers={answers} day={day} />
          ) : (
            <Suspense fallback={<FeedSidebarSkeleton />}>
              <FeedSidebar widgets={widgets} day={day} />
            </Suspense>
          )
        }
      />
    </div>
  );
}
