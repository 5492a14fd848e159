import type { EventOf } from '../ports/events';
import { deleteUnusedImage } from './delete-unused-image';
import type { EventDeps } from './event-deps';

/**
 * A plot was edited. When its image was replaced or removed, the old image is deleted (unless
 * another plot still shows it); counters do not change. Deleting is naturally idempotent, so a
 * redelivery needs no bookkeeping.
 */
export async function handlePlotUpdated(deps: EventDeps, event: EventOf<'plot.updated'>): Promise<void> {
  const previous = event.before.imagePublicId;
  if (!previous || previous === event.after.imagePublicId) return;
  await deleteUnusedImage(deps, previous, { plotId: event.after.id, eventId: event.id, reason: 'image_replaced' });
}
