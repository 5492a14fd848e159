import type { PlotImage } from '../core/schemas/plot';
import type { EventDeps } from './event-deps';

/** Whose image it was and why it goes (for the log). */
export type ImageDeleteContext =
  | { plotId: string; eventId: string; reason: 'plot_purged' | 'image_replaced' }
  | { ventureId: string; reason: 'venture_deleted' | 'image_replaced' | 'plan_replaced' };

/**
 * Deletes an image no plot or venture shows any more. Never throws: a failure is logged as
 * `plot_image_delete_failed` (or `venture_…`) and the image, now an orphan, is removed by the
 * cleanup job (jobs/cleanup-orphan-images.ts). An image another plot, a venture or an item in the
 * bin still shows is kept.
 */
export async function deleteUnusedImage(deps: Pick<EventDeps, 'store' | 'images' | 'log'>, publicId: string, context: ImageDeleteContext): Promise<void> {
  const owner = 'ventureId' in context ? 'venture' : 'plot';
  try {
    const [plots, ventures, binned] = await Promise.all([deps.store.plots.imagePublicIds(), deps.store.ventures.imagePublicIds(), deps.store.bin.imagePublicIds()]);
    if (plots.includes(publicId) || ventures.includes(publicId) || binned.includes(publicId)) {
      deps.log.info(`${owner}_image_kept`, { ...context, publicId, why: 'a plot, a venture or an item in the bin shows it' });
      return;
    }
    await deps.images.delete(publicId);
    deps.log.info(`${owner}_image_deleted`, { ...context, publicId });
  } catch (error) {
    deps.log.warn(`${owner}_image_delete_failed`, {
      ...context,
      publicId,
      error: error instanceof Error ? error.message : String(error),
      retry: 'the orphan-image cleanup job removes it',
    });
  }
}

/** Each stored photo of the list (those with a public id, once each), one after another. */
export async function deleteUnusedImages(deps: Pick<EventDeps, 'store' | 'images' | 'log'>, images: readonly Pick<PlotImage, 'publicId'>[], context: ImageDeleteContext): Promise<void> {
  const publicIds = new Set(images.map((image) => image.publicId).filter((publicId) => publicId.length > 0));
  for (const publicId of publicIds) await deleteUnusedImage(deps, publicId, context);
}
