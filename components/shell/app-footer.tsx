import { withBasePath } from '@/lib/base-path';
import { PUBLIC_IMAGE_PATH } from '@/lib/constants';
import { SHELL_TEXTS } from '@/lib/shell/texts';

/** The footer with the Powered By logo, loaded lazily: on a long page it is far below the first screen, and an SVG image is a document the main thread builds. */
export function AppFooter() {
  return (
    <footer className="flex items-center justify-center gap-2 border-t border-slate-200/80 px-6 py-4 text-xs text-slate-600">
      <span>{SHELL_TEXTS.poweredBy}</span>
      {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG; next/image adds nothing here */}
      <img src={withBasePath(`${PUBLIC_IMAGE_PATH}powered-by.svg`)} alt="Crewdesk" width={92} height={20} loading="lazy" decoding="async" className="h-5 w-auto" />
    </footer>
  );
}
