import type { Metadata } from 'next';
import { AbortScreen } from '@/components/shell/abort-screen';

export const metadata: Metadata = { title: 'Page Not Found' };

export default function AppNotFound() {
  return <AbortScreen code={404} />;
}
