import type { Logger } from '../ports/logger';
import type { Images } from '../ports/images';
import type { Store } from '../ports/store';

/**
 * An image younger than this is never an orphan: it may belong to a plot form that is still
 * open (uploaded, not saved yet). A day is far longer than anyone keeps a form open.
 */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

export interface CleanupResult {
  /** Images old enough to be judged. */
  checked: number;
  /** Of those, shown by some plot or venture, or kept in the bin. */
  inUse: number;
  deleted: string[];
  failed: string[];
}

/**
 * Deletes stored images no plot or venture shows (a venture's photos and its layout plan count): those whose delete failed when their plot was deleted or
 * their image replaced, uploads never saved into a plot, leftovers of an interrupted demo seed.
 * Images newer than the grace period are not judged at all, and the images are listed before
 * the references are read, so an image attached to a plot while the job runs counts as in use.
 */
export async function cleanupOrphanImages(
  deps: { store: Store; images: Images; log: Logger },
  options: { now?: () => Date; graceMs?: number } = {},
): Promise<CleanupResult> {
  const { store, images, log } = deps;
  const now = options.now?.() ?? new Date();
  const cutoff = new Date(now.getTime() - (options.graceMs ?? ORPHAN_GRACE_MS));
  const stored = await images.list({ createdBefore: cutoff });
  // Plots' photos, ventures' photos and layout plans, and the photos of what is in the bin (they
  // go when it leaves the bin for good).
  const referenced = new Set([...(await store.plots.imagePublicIds()), ...(await store.ventures.imagePublicIds()), ...(await store.bin.imagePublicIds())]);
  const orphans = stored.filter((publicId) => !referenced.has(publicId));

  const deleted: string[] = [];
  const failed: string[] = [];
  for (const publicId of orphans) {
    try {
      await images.delete(publicId);
      deleted.push(publicId);
    } catch (error) {
      failed.push(publicId);
      log.warn('orphan_image_delete_failed', { publicId, error: error instanceof Error ? error.message : String(error) });
    }
  }
  const result = { checked: stored.length, inUse: stored.length - orphans.length, deleted, failed };
  log.info('orphan_images_cleaned', { checked: result.checked, inUse: result.inUse, deleted: deleted.length, failed: failed.length });
  return result;
}
