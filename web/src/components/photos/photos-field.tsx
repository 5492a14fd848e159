import { PLOT_IMAGES_MAX } from '@core/constants';
import type { PlotImage } from '@core/schemas/plot';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { usePhotoUploads } from './use-photo-uploads';
import { makeCover, movePhoto, movePhotoTo, removePhoto, splitByRoom, withAlt } from './photo-list';
import { PhotoDragArea } from './photo-drag';
import { PendingPhotos } from './pending-photos';
import { PhotoItem, type PhotoAction } from './photo-item';

const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/**
 * The photos of a plot or a venture (up to 12, cover first): several files chosen at once are uploaded one by one,
 * each with its state; each photo can be moved, made the cover, described and deleted, all by
 * keyboard. A deleted photo leaves the image store when the record is saved without it. What they
 * belong to (`owner`) is named in its words; toasts are raised through `notify` (a modal has its own toaster).
 */
export function PhotosField({
  images,
  read,
  onChange,
  onBusyChange,
  error,
  disabled,
  owner,
  notify,
}: {
  images: PlotImage[];
  /** The photos as the form holds them now (an upload finishing later adds to these, not to an old list). */
  read: () => PlotImage[];
  onChange: (images: PlotImage[]) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
  disabled?: boolean;
  /** 'plot', 'venture': said in the messages. */
  owner: string;
  /** A photo uploaded (the owner's toast), a file refused (its reason). */
  notify: { uploaded: () => void; error: (text: string) => void };
}) {
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [focusAfter, setFocusAfter] = useState<{ url: string; action: PhotoAction } | null>(null);
  const uploads = usePhotoUploads(
    (image, fileName) => {
      onChange([...read(), image]);
      setAnnouncement(`${fileName} uploaded.`);
      notify.uploaded();
    },
    notify.error,
  );
  const busy = uploads.inFlight > 0;

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  useEffect(() => () => onBusyChange(false), [onBusyChange]);

  useEffect(() => {
    // Keep the keyboard where it was: on the same button of the photo that moved (or its other arrow at an end).
    if (!focusAfter || !list.current) return;
    const item = [...list.current.querySelectorAll<HTMLElement>('[data-photo]')].find((element) => element.dataset.photo === focusAfter.url);
    const buttons = ['earlier', 'later', 'delete'].map((action) => item?.querySelector<HTMLButtonElement>(`[data-photo-action="${action}"]:not(:disabled)`));
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-photo-action="${focusAfter.action}"]:not(:disabled)`);
    (wanted ?? buttons.find(Boolean) ?? chooser.current)?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Clear the chooser so picking the same files again still fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    const { accepted, message } = splitByRoom(files, images.length + uploads.inFlight, owner);
    setNote(message);
    if (accepted.length > 0) uploads.add(accepted);
  };

  const act = (index: number, action: PhotoAction) => {
    const image = images[index];
    if (!image) return;
    setNote('');
    if (action === 'delete') {
      onChange(removePhoto(images, index));
      setAnnouncement(`Photo ${index + 1} deleted. It leaves the image store when you save the ${owner}.`);
      const neighbour = images[index + 1] ?? images[index - 1];
      if (neighbour) setFocusAfter({ url: neighbour.url, action: 'delete' });
      else chooser.current?.focus();
      return;
    }
    const next = action === 'cover' ? makeCover(images, index) : movePhoto(images, index, action === 'earlier' ? -1 : 1);
    onChange(next);
    const place = next.indexOf(image) + 1;
    setAnnouncement(action === 'cover' ? `Photo ${index + 1} is now the cover.` : `Photo moved to place ${place} of ${next.length}.`);
    setFocusAfter({ url: image.url, action: action === 'cover' ? 'later' : action });
  };

  const drop = (from: number, to: number) => {
    if (from < 0 || to < 0 || from === to) return;
    onChange(movePhotoTo(images, from, to));
    setAnnouncement(`Photo ${from + 1} moved to place ${to + 1} of ${images.length}.`);
  };

  const full = images.length + uploads.inFlight >= PLOT_IMAGES_MAX;
  const shown = note || error;
  return (
    <fieldset aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}>
      <legend className="mb-1.5 block text-sm font-semibold text-slate-800">
        Photos <span className="font-normal text-slate-500">(optional, {images.length} of {PLOT_IMAGES_MAX})</span>
      </legend>
      <label htmlFor={`${id}-files`} className="sr-only">
        Add photos
      </label>
      <input
        ref={chooser}
        id={`${id}-files`}
        type="file"
        multiple
        accept={ACCEPTED_TYPES}
        disabled={disabled || full}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        onChange={choose}
        className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-brand-700 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-50 disabled:opacity-60"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        Choose one or more JPEG, PNG, WebP, AVIF or GIF images, up to 5 MB each; they upload at once. The first photo is the cover.
      </p>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {shown}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <PendingPhotos pending={uploads.pending} onDismiss={uploads.dismiss} />
      {images.length > 0 ? (
        <PhotoDragArea urls={images.map((image) => image.url)} onDrop={drop}>
          <ul ref={list} aria-label="Photos, cover first" className="mt-3 grid gap-2">
            {images.map((image, index) => (
              <PhotoItem
                key={image.url}
                image={image}
                index={index}
                count={images.length}
                inputId={`${id}-alt-${index}`}
                disabled={Boolean(disabled)}
                onAction={(action) => act(index, action)}
                onAltChange={(alt) => onChange(withAlt(images, index, alt))}
              />
            ))}
          </ul>
        </PhotoDragArea>
      ) : (
        <p className="mt-3 text-sm text-slate-600">No photos yet.</p>
      )}
    </fieldset>
  );
}
