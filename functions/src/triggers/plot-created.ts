import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../adapters/store/firestore/collections';
import { plotFromSnapshot } from '../adapters/store/firestore/converters';
import type { EventDeps } from '../events/event-deps';
import { handlePlotCreated } from '../events/handle-plot-created';
import { triggerOptions, type TriggerContext } from './function-options';
import { runTrigger } from './run-trigger';

/** plots/{plotId} created → plot.created: 'Total Properties' goes up by one. */
export function plotCreatedTrigger({ getDeps, secrets }: TriggerContext<EventDeps>) {
  return onDocumentCreated({ document: `${COLLECTIONS.plots}/{plotId}`, ...triggerOptions(secrets) }, async (event) => {
    const snapshot = event.data;
    if (!snapshot) return;
    await runTrigger('onPlotCreated', event, getDeps, (deps) =>
      handlePlotCreated(deps, { id: event.id, type: 'plot.created', plot: plotFromSnapshot(snapshot) }),
    );
  });
}
