import type { PlotImage } from '@core/schemas/plot';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '@/hooks/use-latest';
import { uploadImage } from '@/lib/upload-image';
import { fileProblem, uploadFailureMessage } from './photo-files';

/** A chosen file on its way to the image store, or refused on the way (shown until dismissed). */
export interface PendingPhoto {
  key: string;
  name: string;
  state: 'waiting' | 'uploading' | 'failed';
  message: string;
}

let nextKey = 0;

/**
 * Uploads chosen files one after another through the one upload endpoint, each with its own state;
 * every uploaded photo is handed to `onUploaded` at once (so a failure later loses nothing).
 */
export function usePhotoUploads(onUploaded: (image: PlotImage, fileName: string) => void, notifyError: (text: string) => void) {
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const queue = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(false);
  const alive = useRef(true);
  const latestOnUploaded = useLatest(onUploaded);
  const latestNotify = useLatest(notifyError);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const update = useCallback(
    (key: string, change: Partial<PendingPhoto> | null) =>
      setPending((current) => (change ? current.map((item) => (item.key === key ? { ...item, ...change } : item)) : current.filter((item) => item.key !== key))),
    [],
  );

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    for (let next = queue.current.shift(); next && alive.current; next = queue.current.shift()) {
      update(next.key, { state: 'uploading' });
      try {
        const uploaded = await uploadImage(next.file);
        if (!alive.current) break;
        latestOnUploaded.current({ url: uploaded.url, publicId: uploaded.publicId, alt: '' }, next.file.name);
        update(next.key, null);
      } catch (failure) {
        const message = uploadFailureMessage(failure);
        update(next.key, { state: 'failed', message });
        latestNotify.current(message);
      }
    }
    running.current = false;
  }, [latestNotify, latestOnUploaded, update]);

  /** Queues the files (already limited to the room left); a file refused here is shown failed at once. */
  const add = useCallback(
    (files: readonly File[]) => {
      const added: PendingPhoto[] = files.map((file) => {
        const key = `photo-${(nextKey += 1)}`;
        const problem = fileProblem(file);
        if (problem) latestNotify.current(problem);
        else queue.current.push({ key, file });
        return { key, name: file.name, state: problem ? 'failed' : 'waiting', message: problem };
      });
      setPending((current) => [...current, ...added]);
      void run();
    },
    [latestNotify, run],
  );

  const dismiss = useCallback((key: string) => update(key, null), [update]);
  const inFlight = pending.filter((item) => item.state !== 'failed').length;
  return { pending, add, dismiss, inFlight };
}
