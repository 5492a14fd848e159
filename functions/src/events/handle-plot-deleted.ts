import type { EventOf } from '../ports/events';
import { applyCounters } from './apply-counters';
import { deleteUnusedImages } from './delete-unused-image';
import type { EventDeps } from './event-deps';

/**
 * A plot was deleted: one property fewer, and its photos go too (each unless another plot still
 * shows it). A failed image delete is logged and left to the orphan cleanup job; it never
 * undoes or blocks the plot delete (docs/security.md, Background work).
 */
export async function handlePlotDeleted(deps: EventDeps, event: EventOf<'plot.deleted'>): Promise<void> {
  await applyCounters(deps, event);
  await deleteUnusedImages(deps, event.plot.images, { plotId: event.plot.id, eventId: event.id, reason: 'plot_deleted' });
}
