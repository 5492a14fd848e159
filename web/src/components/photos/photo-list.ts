import { PLOT_IMAGES_MAX } from '@core/constants';
import type { PlotImage } from '@core/schemas/plot';

/**
 * The photos of a plot or a venture as their form edits them: one list, cover first. Every change makes a new list
 * (the form compares values to know whether anything is unsaved).
 */

/** The photo at `from` moved one place earlier (-1) or later (+1); the list unchanged at an end. */
export function movePhoto(images: readonly PlotImage[], from: number, step: -1 | 1): PlotImage[] {
  return movePhotoTo(images, from, from + step);
}

/** The photo at `from` put at `to` (a drag and drop), the others keeping their order. */
export function movePhotoTo(images: readonly PlotImage[], from: number, to: number): PlotImage[] {
  if (from === to || from < 0 || from >= images.length || to < 0 || to >= images.length) return [...images];
  const next = [...images];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** The photo at `index` first (the cover), the others in their order. */
export function makeCover(images: readonly PlotImage[], index: number): PlotImage[] {
  const chosen = images[index];
  if (!chosen || index === 0) return [...images];
  return [chosen, ...images.filter((_, position) => position !== index)];
}

export function removePhoto(images: readonly PlotImage[], index: number): PlotImage[] {
  return images.filter((_, position) => position !== index);
}

export function withAlt(images: readonly PlotImage[], index: number, alt: string): PlotImage[] {
  return images.map((image, position) => (position === index ? { ...image, alt } : image));
}

/** 'At most 12 photos…' when files are refused for want of room. */
/** `owner`: what the photos belong to ('plot', 'venture'). */
function photosRefusedMessage(refused: number, owner: string): string {
  return `A ${owner} can have at most ${PLOT_IMAGES_MAX} photos: ${refused === 1 ? '1 file was' : `${refused} files were`} not added. Delete a photo to make room.`;
}

/**
 * Which of the chosen files fit: the first ones, up to the room left beside the photos already
 * there and those still uploading. The rest are refused, with the message to show.
 */
export function splitByRoom<T>(files: readonly T[], taken: number, owner: string): { accepted: T[]; refused: T[]; message: string } {
  const room = Math.max(0, PLOT_IMAGES_MAX - taken);
  const accepted = files.slice(0, room);
  const refused = files.slice(room);
  return { accepted, refused, message: refused.length > 0 ? photosRefusedMessage(refused.length, owner) : '' };
}

/** What a screen reader hears for a photo: its place and whether it is the cover. */
export function photoPositionLabel(index: number, count: number): string {
  return index === 0 ? `Photo 1 of ${count} (cover)` : `Photo ${index + 1} of ${count}`;
}
