import type { EventOf } from '../ports/events';
import { applyCounters } from './apply-counters';
import { applyVentureCounts } from './apply-venture-counts';
import { deleteUnusedImages } from './delete-unused-image';
import type { EventDeps } from './event-deps';

/**
 * A plot was deleted: one property fewer (and one fewer in its venture's count of its status), and its photos go too (each unless another plot still
 * shows it). A failed image delete is logged and left to the orphan cleanup job; it never
 * undoes or blocks the plot delete (docs/security.md, Background work).
 */
export async function handlePlotDeleted(deps: EventDeps, event: EventOf<'plot.deleted'>): Promise<void> {
  await applyCounters(deps, event);
  await applyVentureCounts(deps, event);
  await deleteUnusedImages(deps, event.plot.images, { plotId: event.plot.id, eventId: event.id, reason: 'plot_deleted' });
}
