import { MAX_IMAGE_BYTES } from '@core/constants';
import { MESSAGES } from '@core/messages';
import { useId, useState, type ChangeEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { uploadImage, type UploadedImage } from '../api/upload-image';
import { PLOT_MESSAGES, plotToast } from '../utils/plot-toast';

const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/**
 * The plot image: checked here first (size, an image at all), then uploaded at once through the
 * server, which judges the real type by the bytes. The uploaded image is previewed; the form keeps
 * its URL and public id.
 */
export function ImageUploadField({
  imageUrl,
  onUploaded,
  onRemove,
  onBusyChange,
  error,
  disabled,
}: {
  imageUrl: string;
  onUploaded: (image: UploadedImage) => void;
  onRemove: () => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [previewFailed, setPreviewFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const setUploading = (value: boolean) => {
    setBusy(value);
    onBusyChange(value);
  };

  const reject = (message: string) => {
    setProblem(message);
    plotToast.error(message, 'modal');
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear the chooser so picking the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    setProblem('');
    setAnnouncement('');
    if (file.size > MAX_IMAGE_BYTES) return reject(MESSAGES.imageTooLarge);
    if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return reject(PLOT_MESSAGES.imageNotAnImage);

    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      setPreviewFailed(false);
      onUploaded(uploaded);
      setAnnouncement(PLOT_MESSAGES.imageUploaded);
      plotToast.success(PLOT_MESSAGES.imageUploaded, 'modal');
    } catch (failure) {
      // Too large, not a real image, or undecodable: the server's own words say why; anything else, the product's text.
      const message =
        failure instanceof ApiError && [413, 415, 422].includes(failure.status) && failure.message
          ? failure.message
          : PLOT_MESSAGES.imageUploadFailed;
      reject(message);
    } finally {
      setUploading(false);
    }
  };

  const shown = problem || error;
  const describedBy = [`${id}-hint`, shown ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        Plot image <span className="font-normal text-slate-500">(optional)</span>
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="relative flex h-36 w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50 sm:w-56">
          {imageUrl && !previewFailed ? (
            <img
              src={imageUrl}
              alt="Uploaded plot image preview"
              onError={() => setPreviewFailed(true)}
              className="h-full w-full object-cover"
              data-testid="plot-image-preview"
            />
          ) : (
            <span className="text-sm text-slate-500">{imageUrl ? 'Preview unavailable' : 'No image yet'}</span>
          )}
          {busy ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/85">
              <span aria-hidden="true" className="h-7 w-7 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
              <span className="text-sm font-medium text-slate-700">Uploading…</span>
            </div>
          ) : null}
        </div>
        <div className="flex flex-col gap-2">
          <input
            id={id}
            type="file"
            accept={ACCEPTED_TYPES}
            disabled={busy || disabled}
            aria-describedby={describedBy}
            aria-invalid={Boolean(shown)}
            onChange={(event) => void onChange(event)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-brand-700 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-50 disabled:opacity-60"
          />
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            JPEG, PNG, WebP, AVIF or GIF, up to 5 MB. Uploaded as soon as you choose it.
          </p>
          <p aria-live="polite" className="sr-only">
            {busy ? 'Uploading image…' : announcement}
          </p>
          {imageUrl && !busy ? (
            <button
              type="button"
              onClick={() => {
                setProblem('');
                onRemove();
              }}
              disabled={disabled}
              className="self-start text-sm font-semibold text-red-700 underline-offset-2 hover:underline"
            >
              Remove image
            </button>
          ) : null}
          {shown ? (
            <p id={`${id}-error`} className="text-sm font-medium text-red-700">
              {shown}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
