'use client';

import { useEffect, useRef, useState } from 'react';
import { AbortScreen } from '@/components/shell/abort-screen';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { LightForm, LightTextField } from '@/components/ui/light-form';
import { withBasePath } from '@/lib/base-path';
import { apiRequest } from '@/lib/client/api';
import type { Result } from '@/lib/errors';
import { AVATAR_ACCEPT, checkAvatar } from '@/lib/onboarding/avatar';
import type { OnboardingLink } from '@/lib/onboarding/forms';
import type { OnboardingAuthor, OnboardingStepResponse, OnboardingTab } from '@/lib/onboarding/schemas';
import { readyText, welcomeIntro, welcomeTitle } from '@/lib/onboarding/texts';

/**
 * The onboarding steps: set password → set avatar → complete, then
 * 'Congratulations!' with 'Go to Workspace', which signs the person in and
 * opens the feed. A step answered 498 (the link was used or expired meanwhile)
 * turns the page into the 'Link Expired' screen.
 */

const STEP_LABELS: Record<OnboardingTab, string> = { password: 'Set password', avatar: 'Set avatar', complete: 'Complete' };
const LINK_EXPIRED = 498;

function Steps({ tabs, current }: { tabs: readonly OnboardingTab[]; current: OnboardingTab }) {
  const at = tabs.indexOf(current);
  return (
    <ol aria-label="Onboarding steps" className="mt-5 grid grid-cols-3 gap-2 text-xs">
      {tabs.map((tab, index) => (
        <li
          key={tab}
          aria-current={index === at ? 'step' : undefined}
          className={`flex flex-col gap-1.5 ${index <= at ? 'font-semibold text-primary' : 'text-slate-500'}`}
        >
          <span aria-hidden className={`h-1.5 rounded-full ${index <= at ? 'bg-primary' : 'bg-slate-200'}`} />
          <span>
            <span className="sr-only">{`Step ${index + 1} of ${tabs.length}: `}</span>
            {STEP_LABELS[tab]}
            {index < at ? <span className="sr-only"> (done)</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

function ErrorLine({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

function AvatarStep({
  link,
  author,
  onSaved,
  onFailed,
}: {
  link: OnboardingLink;
  author: OnboardingAuthor;
  onSaved: (author: OnboardingAuthor | null) => void;
  onFailed: (result: Result<unknown>) => string | null;
}) {
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const previewUrl = useRef<string | null>(null);
  const file = chosen?.file ?? null;
  const preview = chosen?.preview ?? null;

  // The local preview's blob: address lives until another file is chosen or the step closes.
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    const problem = checkAvatar(picked);
    setError(problem);
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = problem ? null : URL.createObjectURL(picked);
    setChosen(problem ? null : { file: picked, preview: previewUrl.current! });
    if (problem && input.current) input.current.value = '';
  };

  const upload = async () => {
    if (!file) return onSaved(null);
    setBusy(true);
    const form = new FormData();
    form.append('id', link.id);
    form.append('hash', link.hash);
    form.append('avatar', file, file.name);
    const result = await apiRequest<OnboardingStepResponse>('/api/auth/onboarding/avatar', { method: 'POST', body: form });
    setBusy(false);
    if (result.ok) onSaved(result.data.data);
    else setError(onFailed(result));
  };

  return (
    <section aria-labelledby="avatar-title" className="mt-6 flex flex-col gap-4">
      <h2 id="avatar-title" tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        Set your avatar
      </h2>
      <p className="text-sm text-slate-600">A photo helps your colleagues recognise you. JPG, PNG, GIF or WebP, up to 1 MB.</p>
      <div className="flex items-center gap-4">
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: address) of the chosen file
          <img src={preview} alt="Preview of your new avatar" width={80} height={80} className="size-20 rounded-full object-cover ring-1 ring-black/5" />
        ) : (
          <Avatar src={author.avatar} name={author.name ?? author.first_name ?? ''} size={80} />
        )}
        <label className={buttonClasses('secondary', 'cursor-pointer focus-within:ring-2 focus-within:ring-primary')}>
          {file ? 'Choose another image' : 'Choose an image'}
          <input
            ref={input}
            type="file"
            accept={AVATAR_ACCEPT}
            className="sr-only"
            aria-describedby={error ? 'avatar-error' : undefined}
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </label>
      </div>
      {file ? <p className="truncate text-sm text-slate-600">{file.name}</p> : null}
      <div id="avatar-error">
        <ErrorLine message={error} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {!file ? (
          <Button type="button" variant="secondary" onClick={() => onSaved(null)}>
            {author.set_avatar ? 'Keep this avatar' : 'Skip for now'}
          </Button>
        ) : null}
        <Button type="button" onClick={upload} loading={busy} disabled={!file}>
          Save avatar
        </Button>
      </div>
    </section>
  );
}

export function OnboardingFlow({ link, author: initial }: { link: OnboardingLink; author: OnboardingAuthor }) {
  const [author, setAuthor] = useState(initial);
  const [tab, setTab] = useState<OnboardingTab>(initial.current_tab);
  // A step done, the next one's heading takes the focus (the button that was pressed is gone with its step).
  const firstTab = useRef(tab);
  useEffect(() => {
    if (tab !== firstTab.current) document.getElementById(`${tab}-title`)?.focus();
  }, [tab]);
  const [expired, setExpired] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [completeError, setCompleteError] = useState<string | null>(null);
  const [welcomed, setWelcomed] = useState(false);
  const [entering, setEntering] = useState(false);
  const [enterError, setEnterError] = useState<string | null>(null);

  /** A failed step: 498 turns the page into 'Link Expired'; otherwise the message to show. */
  const failed = (result: Result<unknown>): string | null => {
    if (result.ok) return null;
    if (result.status === LINK_EXPIRED) setExpired(true);
    return result.error.message;
  };

  if (expired) return <AbortScreen code={LINK_EXPIRED} />;

  const complete = async () => {
    setCompleting(true);
    setCompleteError(null);
    const result = await apiRequest<{ message: string }>('/api/auth/onboarding/completed', { method: 'POST', json: link });
    setCompleting(false);
    if (result.ok) setWelcomed(true);
    else setCompleteError(failed(result));
  };

  const enter = async () => {
    setEntering(true);
    setEnterError(null);
    const result = await apiRequest<{ redirect: string }>('/api/auth/onboarding/workspace', { method: 'POST' });
    if (result.ok) {
      // A full load: the signed-in shell renders on the server with the new session.
      window.location.assign(withBasePath(result.data.redirect));
      return;
    }
    setEntering(false);
    setEnterError(result.error.message);
  };

  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">{welcomeTitle(author)}</h1>
      <p className="mt-1 text-sm text-slate-600">{welcomeIntro(author)}</p>
      <Steps tabs={author.tabs} current={tab} />

      {tab === 'password' ? (
        <section aria-labelledby="password-title" className="mt-6">
          <h2 id="password-title" tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            Set your password
          </h2>
          <p className="mt-1 text-sm text-slate-600">Choose a password of at least 8 characters.</p>
          <LightForm
            schema={() => import('@/lib/onboarding/forms').then((module) => module.onboardingPasswordFormSchema)}
            aria-label="Set your password"
            className="mt-4 flex flex-col gap-4"
            onSubmit={async (values) => {
              const result = await apiRequest<OnboardingStepResponse>('/api/auth/onboarding/password', { method: 'POST', json: { ...link, ...values } });
              if (result.ok) {
                setAuthor(result.data.data);
                setTab('avatar');
              } else failed(result);
              return result;
            }}
          >
            {({ submitting }) => (
              <>
                <input type="text" name="username" autoComplete="username" defaultValue={author.email ?? ''} hidden readOnly />
                <LightTextField name="password" label="Password" type="password" autoComplete="new-password" />
                <LightTextField name="password_confirmation" label="Confirm password" type="password" autoComplete="new-password" />
                <Button type="submit" loading={submitting}>
                  Set password
                </Button>
              </>
            )}
          </LightForm>
        </section>
      ) : null}

      {tab === 'avatar' ? (
        <AvatarStep
          link={link}
          author={author}
          onFailed={failed}
          onSaved={(saved) => {
            if (saved) setAuthor(saved);
            setTab('complete');
          }}
        />
      ) : null}

      {tab === 'complete' ? (
        <section aria-labelledby="complete-title" className="mt-6 flex flex-col gap-4">
          <h2 id="complete-title" tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            You are all set
          </h2>
          <div className="flex items-center gap-3">
            <Avatar src={author.avatar} name={author.name ?? author.first_name ?? ''} size={48} />
            <div className="min-w-0">
              {author.name ? <p className="truncate font-medium text-slate-900">{author.name}</p> : null}
              {author.email ? <p className="truncate text-sm text-slate-600">{author.email}</p> : null}
            </div>
          </div>
          {author.handbook ? (
            <p className="text-sm text-slate-600">
              Before you start, have a look at the{' '}
              <a href={author.handbook} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline">
                employee handbook
              </a>
              .
            </p>
          ) : null}
          <ErrorLine message={completeError} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => setTab('avatar')}>
              Back
            </Button>
            <Button type="button" onClick={complete} loading={completing}>
              Complete
            </Button>
          </div>
        </section>
      ) : null}

      {/* Not dismissable: the only way on is into the workspace. */}
      <Dialog open={welcomed} onOpenChange={() => undefined}>
        <DialogContent role="dialog" className="text-center">
          <DialogTitle>Congratulations!</DialogTitle>
          <DialogDescription className="mt-2">{readyText(author)}</DialogDescription>
          <ErrorLine message={enterError} />
          <div className="mt-6 flex justify-center">
            <Button type="button" onClick={enter} loading={entering}>
              Go to Workspace
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
