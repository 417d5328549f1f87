'use client';

import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useFormContext } from '@/components/ui/form-hooks';
import { DeleteButton } from '@/components/kit/delete-button';
import { FormDialog } from '@/components/kit/form-dialog';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { callEndpoint, endpointQuery, settingsListQuery } from '@/lib/client/endpoint';
import { appErrorOf } from '@/lib/client/query-client';
import { acceptOf, checkUpload, formatBytes, UPLOAD_RULES } from '@/lib/files/checks';
import { deleteTemporaryFile, uploadFile } from '@/lib/files/upload';
import { serverErrorSummary } from '@/lib/forms/server-errors';
import { namedItemApi, profileSectionApi } from '@/lib/people/endpoints';
import { DOCUMENT_NAME_MAX, DOCUMENT_URL_MAX } from '@/lib/people/limits';

/**
 * The documents of a profile: a file is uploaded as soon as it is picked
 * (through the file upload calls, with progress), then kept under the name
 * given; web links follow the url rule. Both validate with the forms the
 * reference upstream checks, and delete after confirmation.
 */

const forms = () => import('@/lib/people/forms');

export function AddFileDocumentButton({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Upload document
      </Button>
      {open ? <AddFileDocumentDialog userId={userId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** Mounted when opened: the document types are read then, not with the profile. */
function AddFileDocumentDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const types = useQuery(settingsListQuery(endpointQuery(namedItemApi['attachment-types'].list)));
  // Refused (403): the viewer may not read the company's document types (an employee filing their own
  // document), and the document goes without one; the type is optional. Any other failure closes the dialog.
  const typesRefused = types.isError && appErrorOf(types.error)?.status === 403;
  return (
    <FormDialog
      title="Upload document"
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      needs={typesRefused ? [] : [types]}
      schema={() => forms().then((module) => module.fileDocumentSchema)}
      defaultValues={{ name: '', file_id: '', attachment_type_id: '' }}
      submitLabel="Save"
      success="add"
      save={(values) => callEndpoint(profileSectionApi.storeFileDocument, { params: { user_id: userId }, json: values })}
    >
      {() => (
        <>
          <DocumentFilePicker />
          <TextField name="name" label="Name" autoComplete="off" limit={DOCUMENT_NAME_MAX} hint="How the document is listed, e.g. Employment contract." />
          {typesRefused ? null : (
            <SelectField
              name="attachment_type_id"
              label="Document type"
              placeholder="No type"
              options={(types.data?.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}

type Picked = { name: string; size: number; progress: number; id: number | null };

/** The file of a file document: picked, checked, uploaded; its temporary file's id is the form's file_id. */
function DocumentFilePicker() {
  const { register, setValue, setError, clearErrors, getValues, formState } = useFormContext<{ name: string; file_id: string }>();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  /** A file whose upload failed (the network, the server): kept, to try again without picking it again. */
  const [failed, setFailed] = useState<File | null>(null);
  const controller = useRef<AbortController | null>(null);
  const labelId = useId();
  const errorId = useId();
  const error = formState.errors.file_id?.message;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    controller.current?.abort();
    if (picked?.id) deleteTemporaryFile(picked.id);
    setValue('file_id', '');
    const problem = checkUpload({ name: file.name, size: file.size }, 'attachment');
    if (problem) {
      setPicked(null);
      setError('file_id', { type: 'client', message: problem });
      return;
    }
    clearErrors('file_id');
    setFailed(null);
    const abort = new AbortController();
    controller.current = abort;
    setPicked({ name: file.name, size: file.size, progress: 0, id: null });
    const result = await uploadFile(file, 'attachment', { signal: abort.signal, onProgress: (progress) => setPicked((now) => (now ? { ...now, progress } : now)) });
    if (abort.signal.aborted) return;
    if (!result.ok) {
      setPicked(null);
      const field = result.error.kind === 'form' ? result.error.fields.file?.[0] : undefined;
      // Refused for what it is: pick another. Failed on the way: the file stays, to try again.
      if (!field) setFailed(file);
      setError('file_id', { type: 'server', message: field ?? serverErrorSummary(result.error) });
      return;
    }
    setPicked({ name: file.name, size: file.size, progress: 1, id: result.data.id });
    setValue('file_id', String(result.data.id), { shouldValidate: true });
    // After a refused save the name is checked again, so its "required" goes once it is filled in for the user.
    if (!getValues('name').trim()) setValue('name', file.name.replace(/\.[^.]+$/, ''), { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  const uploading = picked !== null && picked.id === null;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-slate-800">
        File
      </span>
      <input type="hidden" {...register('file_id')} />
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptOf('attachment')}
        aria-labelledby={labelId}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div className={`flex flex-wrap items-center gap-3 rounded-md border border-dashed px-3 py-3 ${error ? 'border-error' : 'border-slate-300'}`}>
        <Button variant="secondary" onClick={() => input.current?.click()} aria-describedby={error ? errorId : undefined} loading={uploading}>
          {picked ? 'Choose another file' : 'Choose file'}
        </Button>
        {picked ? (
          <span className="min-w-0 flex-1 text-sm">
            <span className="block truncate font-medium text-slate-900">{picked.name}</span>
            <span className="block text-xs text-slate-500" aria-live="polite">
              {uploading ? `Uploading… ${Math.round(picked.progress * 100)}%` : `${formatBytes(picked.size)} · uploaded`}
            </span>
          </span>
        ) : failed ? (
          <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="min-w-0 truncate font-medium text-slate-900">{failed.name}</span>
            <Button variant="ghost" onClick={() => void pick(failed)}>
              Try again
            </Button>
          </span>
        ) : (
          <span className="text-xs text-slate-500">PDF, Office, text, CSV, ZIP or images, up to {formatBytes(UPLOAD_RULES.attachment.maxBytes)}.</span>
        )}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function AddLinkDocumentButton({ userId }: { userId: number }) {
  return (
    <FormDialog
      title="Add link"
      trigger={<Button variant="secondary">Add link</Button>}
      schema={() => forms().then((module) => module.linkDocumentSchema)}
      defaultValues={{ name: '', url: '' }}
      submitLabel="Save"
      success="add"
      save={(values) => callEndpoint(profileSectionApi.storeLinkDocument, { params: { user_id: userId }, json: values })}
    >
      {() => (
        <>
          <TextField name="name" label="Name" autoComplete="off" limit={DOCUMENT_NAME_MAX} />
          <TextField name="url" label="Address" type="url" inputMode="url" placeholder="https://" autoComplete="off" limit={DOCUMENT_URL_MAX} />
        </>
      )}
    </FormDialog>
  );
}

export function DeleteDocumentButton({ userId, kind, id, name }: { userId: number; kind: 'file' | 'link'; id: number; name: string }) {
  return (
    <DeleteButton
      name={name}
      remove={() =>
        kind === 'file'
          ? callEndpoint(profileSectionApi.deleteFileDocument, { params: { user_id: userId, file_id: id } })
          : callEndpoint(profileSectionApi.deleteLinkDocument, { params: { user_id: userId, id } })
      }
    />
  );
}
