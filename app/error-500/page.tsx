import type { Metadata } from 'next';
import { AbortScreen } from '@/components/shell/abort-screen';
import { findRoute } from '@/lib/routes';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The public error pages without the signed-in shell: /error-500, and /error-403 for a guest
 * (middleware rewrites it here with ?code=403; signed in, /error-403 is inside the shell).
 */
const codeOf = async ({ searchParams }: Props) => ((await searchParams).code === '403' ? 403 : 500);

export async function generateMetadata(props: Props): Promise<Metadata> {
  return { title: findRoute((await codeOf(props)) === 403 ? '/error-403' : '/error-500').title };
}

export default async function PublicErrorPage(props: Props) {
  return (
    <main id="content">
      <AbortScreen code={await codeOf(props)} />
    </main>
  );
}
