import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../adapters/store/firestore/collections';
import { plotFromSnapshot } from '../adapters/store/firestore/converters';
import type { EventDeps } from '../events/event-deps';
import { handlePlotUpdated } from '../events/handle-plot-updated';
import { ventureCountDeltas } from '../events/venture-count-deltas';
import { plotAnnouncements } from '../core/plot-announcements';
import { triggerOptions, type TriggerContext } from './function-options';
import { runTrigger } from './run-trigger';

/**
 * plots/{plotId} updated → plot.updated: a new status or venture moves the plot between its
 * ventures' counts by status (once per event id); when the image was replaced or removed, the old
 * one is deleted (unless another plot shows it); a lower price or a venture plot freed is
 * enqueued for the alerts that follow it. Edits that do none of these do no work at all.
 */
export function plotUpdatedTrigger({ getDeps, secrets }: TriggerContext<EventDeps>) {
  return onDocumentUpdated({ document: `${COLLECTIONS.plots}/{plotId}`, ...triggerOptions(secrets) }, async (event) => {
    const change = event.data;
    if (!change) return;
    const before = plotFromSnapshot(change.before);
    const after = plotFromSnapshot(change.after);
    const plotEvent = { id: event.id, type: 'plot.updated', before, after } as const;
    const imageDropped = before.imagePublicId !== '' && before.imagePublicId !== after.imagePublicId;
    if (!imageDropped && !ventureCountDeltas(plotEvent) && plotAnnouncements(plotEvent).length === 0) return;
    await runTrigger('onPlotUpdated', event, getDeps, (deps) => handlePlotUpdated(deps, plotEvent));
  });
}
