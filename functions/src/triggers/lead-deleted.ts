import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../adapters/store/firestore/collections';
import { leadFromSnapshot } from '../adapters/store/firestore/converters';
import type { EventDeps } from '../events/event-deps';
import { handleLeadDeleted } from '../events/handle-lead-deleted';
import { triggerOptions, type TriggerContext } from './function-options';
import { runTrigger } from './run-trigger';

/** contactSubmissions/{leadId} deleted → lead.deleted: one lead fewer (and one new lead fewer if it was new). */
export function leadDeletedTrigger({ getDeps, secrets }: TriggerContext<EventDeps>) {
  return onDocumentDeleted({ document: `${COLLECTIONS.leads}/{leadId}`, ...triggerOptions(secrets) }, async (event) => {
    const snapshot = event.data;
    if (!snapshot) return;
    await runTrigger('onLeadDeleted', event, getDeps, (deps) =>
      handleLeadDeleted(deps, { id: event.id, type: 'lead.deleted', lead: leadFromSnapshot(snapshot) }),
    );
  });
}
