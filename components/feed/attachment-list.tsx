import { extensionOf, formatBytes } from '@/lib/files/checks';
import type { FeedAttachment } from '@/lib/feed/schemas';
import { FEED_TEXTS } from '@/lib/feed/texts';
import { FeedIcon } from './feed-icons';

/** A post's attachments: each downloads from the upstream's file host (it answers Content-Disposition: attachment). */
export function AttachmentList({ attachments }: { attachments: readonly FeedAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {attachments.map((file) => (
        <li key={file.id}>
          <a
            href={file.url}
            download={file.name}
            className="group flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50/60 px-3 py-2.5 transition hover:border-primary/40 hover:bg-primary/5"
          >
            <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-lg bg-white text-[11px] font-bold uppercase text-primary ring-1 ring-slate-200">
              {extensionOf(file.name).slice(0, 4) || <FeedIcon name="file" size={18} />}
            </span>
            <span className="min-w-0 flex-1">
              <span className="sr-only">{FEED_TEXTS.downloadPrefix}</span>
              {/* Up to two lines, broken anywhere: a phone cut 'Remote work policy 2026.pdf' to 'Remote work policy 202…'. */}
              <span className="line-clamp-2 text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">{file.name}</span>
              <span className="block text-xs text-slate-500">{formatBytes(file.size)}</span>
            </span>
            <FeedIcon name="download" size={18} className="text-slate-400 group-hover:text-primary" />
          </a>
        </li>
      ))}
    </ul>
  );
}
