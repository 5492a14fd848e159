import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../adapters/store/firestore/collections';
import { plotFromSnapshot } from '../adapters/store/firestore/converters';
import type { EventDeps } from '../events/event-deps';
import { handlePlotDeleted } from '../events/handle-plot-deleted';
import { triggerOptions, type TriggerContext } from './function-options';
import { runTrigger } from './run-trigger';

/**
 * plots/{plotId} deleted → plot.deleted: one property fewer, and its image is deleted (unless
 * another plot shows it). A failed image delete is logged by the handler and left to the orphan
 * cleanup; it never fails the trigger.
 */
export function plotDeletedTrigger({ getDeps, secrets }: TriggerContext<EventDeps>) {
  return onDocumentDeleted({ document: `${COLLECTIONS.plots}/{plotId}`, ...triggerOptions(secrets) }, async (event) => {
    const snapshot = event.data;
    if (!snapshot) return;
    await runTrigger('onPlotDeleted', event, getDeps, (deps) =>
      handlePlotDeleted(deps, { id: event.id, type: 'plot.deleted', plot: plotFromSnapshot(snapshot) }),
    );
  });
}
