import type { PlotImage } from '../core/schemas/plot';
import type { EventDeps } from './event-deps';

export interface ImageDeleteContext {
  plotId: string;
  eventId: string;
  reason: 'plot_deleted' | 'image_replaced';
}

/**
 * Deletes an image no plot shows any more. Never throws: a failure is logged as
 * `plot_image_delete_failed` and the image, now an orphan, is removed by the cleanup job
 * (jobs/cleanup-orphan-images.ts). An image another plot still shows is kept.
 */
async function deleteUnusedImage(deps: EventDeps, publicId: string, context: ImageDeleteContext): Promise<void> {
  try {
    const referenced = await deps.store.plots.imagePublicIds();
    if (referenced.includes(publicId)) {
      deps.log.info('plot_image_kept', { ...context, publicId, why: 'another plot shows it' });
      return;
    }
    await deps.images.delete(publicId);
    deps.log.info('plot_image_deleted', { ...context, publicId });
  } catch (error) {
    deps.log.warn('plot_image_delete_failed', {
      ...context,
      publicId,
      error: error instanceof Error ? error.message : String(error),
      retry: 'the orphan-image cleanup job removes it',
    });
  }
}

/** Each stored photo of the list (those with a public id, once each), one after another. */
export async function deleteUnusedImages(deps: EventDeps, images: readonly PlotImage[], context: ImageDeleteContext): Promise<void> {
  const publicIds = new Set(images.map((image) => image.publicId).filter((publicId) => publicId.length > 0));
  for (const publicId of publicIds) await deleteUnusedImage(deps, publicId, context);
}
