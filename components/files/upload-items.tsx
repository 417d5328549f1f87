import { Icon } from '@/components/ui/icons';
import { formatBytes } from '@/lib/files/checks';
import { UPLOAD_TEXTS } from '@/lib/files/texts';
import type { UploadItem } from './use-uploads';

/**
 * The rows of a file list that uploads as files are chosen (useUploads): each
 * with its progress while it uploads, a Remove button, and a failed upload's
 * message with Try again.
 */

export function UploadProgress({ item }: { item: UploadItem }) {
  if (item.status !== 'uploading') return null;
  const value = item.progress === null ? undefined : Math.round(item.progress * 100);
  return (
    <div
      role="progressbar"
      aria-label={`${UPLOAD_TEXTS.uploading} ${item.name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={`h-full rounded-full bg-primary transition-[width] ${value === undefined ? 'w-1/3 animate-pulse' : ''}`}
        style={value === undefined ? undefined : { width: `${Math.max(4, value)}%` }}
      />
    </div>
  );
}

export function RemoveUploadButton({ item, onRemove, className = '' }: { item: UploadItem; onRemove: () => void; className?: string }) {
  return (
    <button type="button" onClick={onRemove} aria-label={UPLOAD_TEXTS.removeFile(item.name)} className={`grid size-7 place-items-center rounded-full ${className}`}>
      <Icon name="close" size={14} strokeWidth={2.5} />
    </button>
  );
}

export function UploadError({ item, onRetry }: { item: UploadItem; onRetry: () => void }) {
  return (
    <p role="alert" className="mt-1 text-xs text-red-700">
      {item.error}{' '}
      {item.file ? (
        <button type="button" onClick={onRetry} className="font-semibold underline">
          {UPLOAD_TEXTS.retryUpload}
        </button>
      ) : null}
    </p>
  );
}

export function AttachmentRow({ item, onRemove, onRetry }: { item: UploadItem; onRemove: () => void; onRetry: () => void }) {
  return (
    <li className={`rounded-xl border px-3 py-2 ${item.status === 'error' ? 'border-error/60 bg-error/5' : 'border-slate-200'}`}>
      <div className="flex items-center gap-3">
        <Icon name="file" size={20} className="text-slate-400" />
        <div className="min-w-0 flex-1">
          {/* Wrapped, not elided: at 360 px "doctors-note-for-the-whole-…" could not be read whole. */}
          <p className="text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">{item.name}</p>
          <p className="text-xs text-slate-500">{item.size ? formatBytes(item.size) : '\u00a0'}</p>
        </div>
        <RemoveUploadButton item={item} onRemove={onRemove} className="text-slate-500 hover:bg-slate-100" />
      </div>
      <div className="mt-1.5 empty:hidden">
        <UploadProgress item={item} />
      </div>
      {item.error ? <UploadError item={item} onRetry={onRetry} /> : null}
    </li>
  );
}
