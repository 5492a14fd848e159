import type { EventOf } from '../ports/events';
import { deleteUnusedImages } from './delete-unused-image';
import type { EventDeps } from './event-deps';

/**
 * An item left the bin for good (decision 020): the images it showed are deleted from the image
 * store now, each unless a plot, a venture or another binned item still shows it. Delivered twice
 * (a trigger's retry, a purge run twice), it deletes nothing more: the images are gone already, and
 * an image store answers a missing image as done. A failure is logged and left to the orphan
 * cleanup. On Firebase a restore removes the bin's document too; its plot is back by then and shows
 * the images, so they are kept.
 */
export async function handleBinPurged(deps: Pick<EventDeps, 'store' | 'images' | 'log'>, event: EventOf<'bin.purged'>): Promise<void> {
  const { entry } = event;
  await deleteUnusedImages(
    deps,
    entry.imagePublicIds.map((publicId) => ({ publicId })),
    { plotId: entry.id, eventId: event.id, reason: 'plot_purged' },
  );
}
