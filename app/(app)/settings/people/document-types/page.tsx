import { namedItemsPage } from '@/components/people/named-items-page';
import { pageMetadata } from '@/lib/page';

export const metadata = pageMetadata('/settings/people/document-types');

export default namedItemsPage('attachment-types');
