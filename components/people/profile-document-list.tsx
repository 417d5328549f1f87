import type { ReactNode } from 'react';
import { AddFileDocumentButton, AddLinkDocumentButton, DeleteDocumentButton } from '@/components/people/profile-documents';
import { SectionCard } from '@/components/kit/section-card';
import { extensionOf, formatBytes } from '@/lib/files/checks';
import { PROFILE_SECTION_TEXTS } from '@/lib/people/profile-section-plan';
import type { FileDocument, LinkDocument } from '@/lib/people/schemas';

/** Only web addresses become links: whatever else the upstream answers is shown as text. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** One kind of document: its heading, and its list, the empty state, or (count undefined) that its list could not be loaded. */
function DocumentColumn({ title, count, children }: { title: 'Files' | 'Links'; count: number | undefined; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-700">{title}</h3>
      {count === undefined ? (
        <p className="text-sm text-slate-500">{PROFILE_SECTION_TEXTS.failed}</p>
      ) : count === 0 ? (
        <p className="text-sm text-slate-500">No {title.toLowerCase()} yet.</p>
      ) : (
        <ul aria-label={title} className="flex flex-col divide-y divide-slate-100">
          {children}
        </ul>
      )}
    </div>
  );
}

/** The Documents section of a profile: uploaded files (downloads) and web links, each deletable by who may edit; a list undefined could not be loaded. */
export function ProfileDocuments({
  userId,
  editable,
  files,
  links,
}: {
  userId: number;
  editable: boolean;
  files: readonly FileDocument[] | undefined;
  links: readonly LinkDocument[] | undefined;
}) {
  return (
    <SectionCard
      title="Documents"
      actions={
        editable ? (
          <div className="flex flex-wrap gap-2">
            <AddFileDocumentButton userId={userId} />
            <AddLinkDocumentButton userId={userId} />
          </div>
        ) : null
      }
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <DocumentColumn title="Files" count={files?.length}>
          {files?.map((file) => (
            <li key={file.id} className="flex items-center gap-3 py-2">
              <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-lg bg-slate-50 text-[11px] font-bold uppercase text-primary ring-1 ring-slate-200">
                {extensionOf(file.file_name).slice(0, 4) || 'file'}
              </span>
              <span className="min-w-0 flex-1">
                <a href={file.url} download={file.file_name} className="block truncate text-sm font-medium text-slate-900 hover:text-primary hover:underline">
                  {file.name}
                </a>
                {/* The type, then the file and its size: each part whole, wrapping between them ("Employment contract · …" hid the file). */}
                <span className="block text-xs text-slate-500">
                  {file.attachment_type_name ? `${file.attachment_type_name} · ` : ''}
                  <span className="break-all">{file.file_name}</span>
                  <span className="whitespace-nowrap"> · {formatBytes(file.size)}</span>
                </span>
              </span>
              {editable ? <DeleteDocumentButton userId={userId} kind="file" id={file.id} name={file.name} /> : null}
            </li>
          ))}
        </DocumentColumn>
        <DocumentColumn title="Links" count={links?.length}>
          {links?.map((link) => (
            <li key={link.id} className="flex items-center gap-3 py-2">
              <span className="min-w-0 flex-1">
                {isWebAddress(link.url) ? (
                  <a href={link.url} target="_blank" rel="noopener noreferrer nofollow" className="block truncate text-sm font-medium text-slate-900 hover:text-primary hover:underline">
                    {link.name}
                  </a>
                ) : (
                  <span className="block truncate text-sm font-medium text-slate-900">{link.name}</span>
                )}
                <span className="block truncate text-xs text-slate-500">{link.url}</span>
              </span>
              {editable ? <DeleteDocumentButton userId={userId} kind="link" id={link.id} name={link.name} /> : null}
            </li>
          ))}
        </DocumentColumn>
      </div>
    </SectionCard>
  );
}
