'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { FormActions } from '@/components/kit/form-actions';
import { useOpenOnMount } from '@/components/kit/lazy-button';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormSummary } from '@/components/ui/field-frame';
import { callEndpoint } from '@/lib/client/endpoint';
import { serverErrorSummary } from '@/lib/forms/server-errors';
import { AVATAR_ACCEPT, checkAvatar } from '@/lib/onboarding/avatar';
import { profileApi } from '@/lib/people/endpoints';

/**
 * Change avatar: choose an image (type and size checked before anything is
 * sent), crop it to a square by dragging and zooming (arrow keys and the
 * zoom slider work too), and save the square as a 400 px JPEG; the upstream
 * checks the same rules again.
 */

/** The crop window's side on screen, and the saved image's. */
const VIEW = 240;
const OUT = 400;
const MAX_ZOOM = 3;

interface Picture {
  url: string;
  width: number;
  height: number;
  image: HTMLImageElement;
}

/** The picture's scale at a zoom (1: the shorter side fills the window) and the pan it allows each way. */
function geometry(picture: Picture, zoom: number) {
  const scale = (VIEW / Math.min(picture.width, picture.height)) * zoom;
  return { scale, maxX: (picture.width * scale - VIEW) / 2, maxY: (picture.height * scale - VIEW) / 2 };
}
const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/** The crop as a square image, drawn on a white ground (a transparent PNG must not turn black in a JPEG). */
function cropped(picture: Picture, zoom: number, offset: { x: number; y: number }): Promise<Blob | null> {
  const { scale } = geometry(picture, zoom);
  const ratio = OUT / VIEW;
  const canvas = document.createElement('canvas');
  canvas.width = OUT;
  canvas.height = OUT;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, OUT, OUT);
  const width = picture.width * scale;
  const height = picture.height * scale;
  context.drawImage(picture.image, (VIEW / 2 + offset.x - width / 2) * ratio, (VIEW / 2 + offset.y - height / 2) * ratio, width * ratio, height * ratio);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
}

export function ChangeAvatarButton({ userId, name }: { userId: number; name: string }) {
  const [open, setOpen] = useState(useOpenOnMount());
  return (
    <>
      <Button variant="secondary" className="min-h-9 px-3 py-1 text-xs" onClick={() => setOpen(true)} aria-label={`Change photo of ${name}`}>
        Change photo
      </Button>
      {open ? <ChangeAvatarDialog userId={userId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ChangeAvatarDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const [picture, setPicture] = useState<Picture | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [error, setError] = useState<string | null>(null);
  const summaryId = useId();
  const drag = useRef<{ x: number; y: number; from: { x: number; y: number } } | null>(null);
  const mutation = useSaveThenRefresh<Blob, unknown>({
    save: (blob) => {
      const form = new FormData();
      form.append('avatar', blob, 'avatar.jpg');
      return callEndpoint(profileApi.changeAvatar, { params: { user_id: userId }, body: form });
    },
    success: 'edit',
    // The profile's photo and the header's avatar come from the server render.
    refresh: 'router',
    onSaved: onClose,
  });

  useEffect(() => () => (picture ? URL.revokeObjectURL(picture.url) : undefined), [picture]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = checkAvatar(file);
    if (problem) {
      setError(problem);
      return;
    }
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      setError(null);
      setZoom(1);
      setOffset({ x: 0, y: 0 });
      setPicture({ url, width: image.naturalWidth, height: image.naturalHeight, image });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      setError('This image cannot be read. Please choose another.');
    };
    image.src = url;
  };

  const moveTo = (x: number, y: number, atZoom = zoom) => {
    if (!picture) return;
    const { maxX, maxY } = geometry(picture, atZoom);
    setOffset({ x: clamp(x, maxX), y: clamp(y, maxY) });
  };
  const zoomTo = (next: number) => {
    setZoom(next);
    moveTo(offset.x, offset.y, next);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, from: offset };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    moveTo(drag.current.from.x + event.clientX - drag.current.x, drag.current.from.y + event.clientY - drag.current.y);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 40 : 10;
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(offset.x + move[0], offset.y + move[1]);
  };
  const save = async () => {
    if (!picture) {
      setError('Please choose an image.');
      return;
    }
    const blob = await cropped(picture, zoom, offset);
    if (!blob) {
      setError('This browser cannot crop the image. Please try another browser.');
      return;
    }
    const result = await mutation.mutateAsync(blob);
    if (result && !result.ok) setError(serverErrorSummary(result.error));
  };

  const shown = picture ? geometry(picture, zoom) : null;
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent width={420}>
        <DialogTitle>Change avatar</DialogTitle>
        <DialogDescription className="mt-1">Choose a JPG, PNG, GIF or WebP image, then drag and zoom to frame it.</DialogDescription>
        <form
          aria-label="Change avatar"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
        <div className="mt-4 flex flex-col items-center gap-4">
          <label className="self-stretch text-sm font-medium text-slate-700">
            Image
            <input
              type="file"
              accept={AVATAR_ACCEPT}
              onChange={(event) => choose(event.target.files?.[0])}
              className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
            />
          </label>
          {picture && shown ? (
            <>
              <div
                role="img"
                aria-label="Crop area: drag or use the arrow keys to move the image"
                tabIndex={0}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={() => (drag.current = null)}
                onPointerCancel={() => (drag.current = null)}
                onKeyDown={onKeyDown}
                className="relative cursor-grab touch-none overflow-hidden rounded-full bg-slate-100 ring-2 ring-slate-200 focus-visible:ring-[var(--theme-primary)] active:cursor-grabbing"
                style={{ width: VIEW, height: VIEW }}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL being cropped, not a page image */}
                <img
                  src={picture.url}
                  alt=""
                  draggable={false}
                  className="pointer-events-none absolute max-w-none select-none"
                  style={{
                    width: picture.width * shown.scale,
                    height: picture.height * shown.scale,
                    left: VIEW / 2 + offset.x - (picture.width * shown.scale) / 2,
                    top: VIEW / 2 + offset.y - (picture.height * shown.scale) / 2,
                  }}
                />
              </div>
              <label className="flex w-full max-w-60 items-center gap-3 text-sm text-slate-700">
                Zoom
                <input type="range" min={1} max={MAX_ZOOM} step={0.05} value={zoom} onChange={(event) => zoomTo(Number(event.target.value))} className="flex-1 accent-[var(--theme-primary)]" />
              </label>
            </>
          ) : null}
        </div>
        <FormSummary id={summaryId} message={error} />
        <div className="mt-4">
          <FormActions onCancel={onClose} submitLabel="Save" submitting={mutation.isPending} />
        </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
