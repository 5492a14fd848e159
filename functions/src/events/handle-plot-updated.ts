import { droppedImages } from '../core/plot-images';
import type { EventOf } from '../ports/events';
import { deleteUnusedImages } from './delete-unused-image';
import type { EventDeps } from './event-deps';

/**
 * A plot was edited. Each stored photo the edit dropped (removed, or the cover replaced) is deleted,
 * unless another plot still shows it; counters do not change. Deleting is naturally idempotent, so
 * a redelivery needs no bookkeeping.
 */
export async function handlePlotUpdated(deps: EventDeps, event: EventOf<'plot.updated'>): Promise<void> {
  await deleteUnusedImages(deps, droppedImages(event.before.images, event.after.images), { plotId: event.after.id, eventId: event.id, reason: 'image_replaced' });
}
