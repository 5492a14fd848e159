import type { PlotData, PlotImage } from './schemas/plot';

type ImageFields = Pick<PlotData, 'imageUrl' | 'imagePublicId' | 'images'>;

/**
 * One rule for a plot's photos, applied on every write and read: `images` is the list, cover
 * first; `imageUrl`/`imagePublicId` always name that cover. A plot from before the gallery (one
 * image, empty list) gets that image as its one photo.
 */
export function withCoverImage<T extends ImageFields>(plot: T): T {
  const images: PlotImage[] =
    plot.images.length > 0 ? plot.images : plot.imageUrl ? [{ url: plot.imageUrl, publicId: plot.imagePublicId, alt: '' }] : [];
  const cover = images[0];
  return { ...plot, images, imageUrl: cover?.url ?? '', imagePublicId: cover?.publicId ?? '' };
}

/** The stored images a new list no longer holds (to delete from the image store after a save). */
export function droppedImages(before: readonly PlotImage[], after: readonly PlotImage[]): PlotImage[] {
  const kept = new Set(after.map((image) => image.url));
  return before.filter((image) => !kept.has(image.url));
}
