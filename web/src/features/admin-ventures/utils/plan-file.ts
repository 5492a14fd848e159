import { LAYOUT_IMAGE_MAX_BYTES } from '@core/venture-constants';
import { messageKey, type MessageRef } from '@core/message-key';

/** What a chosen plan file is: an image the server takes as it is, a PDF the browser turns into one first, or neither. */
export type PlanFileKind = 'image' | 'pdf';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The kind of a chosen file by its type (or, when the browser gives none, its name), or a message key saying why not. */
export function planFileKind(file: { name: string; type: string; size: number }): { kind: PlanFileKind } | { problem: MessageRef } {
  const pdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  const image = IMAGE_TYPES.includes(file.type) || (file.type === '' && /\.(jpe?g|png|webp)$/i.test(file.name));
  if (!pdf && !image) return { problem: messageKey('layoutImageType') };
  // A PDF is turned into an image before it is sent: its own size says nothing of the image's.
  if (image && file.size > LAYOUT_IMAGE_MAX_BYTES) return { problem: messageKey('layoutImageTooLarge') };
  if (pdf && file.size > 4 * LAYOUT_IMAGE_MAX_BYTES) return { problem: messageKey('layoutImageTooLarge') };
  return { kind: pdf ? 'pdf' : 'image' };
}

/** Whether the first bytes are a PDF's ('%PDF-'): a file named .pdf that is not one is unreadable, not sent. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';
}

/** The scale that renders a page of `width` × `height` points with its longer side `maxSide` pixels (never below 1). */
export function renderScale(width: number, height: number, maxSide: number): number {
  const longer = Math.max(width, height);
  return longer > 0 ? Math.max(1, maxSide / longer) : 1;
}
