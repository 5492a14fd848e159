import { droppedImages } from '../core/plot-images';
import type { EventOf } from '../ports/events';
import { applyVentureCounts } from './apply-venture-counts';
import { deleteUnusedImages } from './delete-unused-image';
import type { EventDeps } from './event-deps';
import { enqueuePlotAlerts } from '../features/alerts/enqueue-alerts';

/**
 * A plot was edited. A new status or venture moves it between its ventures' counts by status (once
 * per event id). Each stored photo the edit dropped (removed, or the cover replaced) is deleted,
 * unless another plot still shows it: deleting is naturally idempotent, so a redelivery needs no
 * bookkeeping there. A lower price or a venture plot freed is alerted to those who follow it
 * (enqueued; the outbox's dedupe keys make a redelivery enqueue nothing).
 */
export async function handlePlotUpdated(deps: EventDeps, event: EventOf<'plot.updated'>): Promise<void> {
  await applyVentureCounts(deps, event);
  await enqueuePlotAlerts(deps, event);
  await deleteUnusedImages(deps, droppedImages(event.before.images, event.after.images), { plotId: event.after.id, eventId: event.id, reason: 'image_replaced' });
}
