import type { Metadata } from 'next';
import { MissingScreen } from '@/components/shell/abort-screen';
import { DocumentTitle } from '@/components/shell/document-title';
import { FEED_TEXTS } from '@/lib/feed/texts';

export const metadata: Metadata = { title: FEED_TEXTS.postDeleted };

/** A shared post the view call does not find (the page's notFound(): still a 404), most often one deleted since its alert or link was sent. */
export default function PostNotFound() {
  return (
    <>
      <DocumentTitle title={FEED_TEXTS.postDeleted} />
      <MissingScreen title={FEED_TEXTS.postDeleted} text={FEED_TEXTS.postDeletedText} />
    </>
  );
}
