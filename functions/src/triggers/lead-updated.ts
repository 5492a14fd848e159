import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../adapters/store/firestore/collections';
import { leadFromSnapshot } from '../adapters/store/firestore/converters';
import type { EventDeps } from '../events/event-deps';
import { handleLeadStatusChanged } from '../events/handle-lead-status-changed';
import { triggerOptions, type TriggerContext } from './function-options';
import { runTrigger } from './run-trigger';

/**
 * contactSubmissions/{leadId} updated → lead.statusChanged when the status moved; any other edit
 * (notes, contact details) changes no counter and is ignored before any work is done.
 */
export function leadUpdatedTrigger({ getDeps, secrets }: TriggerContext<EventDeps>) {
  return onDocumentUpdated({ document: `${COLLECTIONS.leads}/{leadId}`, ...triggerOptions(secrets) }, async (event) => {
    const change = event.data;
    if (!change) return;
    const before = leadFromSnapshot(change.before);
    const after = leadFromSnapshot(change.after);
    if (before.status === after.status) return;
    await runTrigger('onLeadUpdated', event, getDeps, (deps) => handleLeadStatusChanged(deps, { id: event.id, type: 'lead.statusChanged', before, after }));
  });
}
