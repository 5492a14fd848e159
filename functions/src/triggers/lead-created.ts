import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../adapters/store/firestore/collections';
import { leadFromSnapshot } from '../adapters/store/firestore/converters';
import type { EventDeps } from '../events/event-deps';
import { handleLeadCreated } from '../events/handle-lead-created';
import { triggerOptions, type TriggerContext } from './function-options';
import { runTrigger } from './run-trigger';

/** contactSubmissions/{leadId} created → lead.created: one more lead (and one more new lead). */
export function leadCreatedTrigger({ getDeps, secrets }: TriggerContext<EventDeps>) {
  return onDocumentCreated({ document: `${COLLECTIONS.leads}/{leadId}`, ...triggerOptions(secrets) }, async (event) => {
    const snapshot = event.data;
    if (!snapshot) return;
    await runTrigger('onLeadCreated', event, getDeps, (deps) =>
      handleLeadCreated(deps, { id: event.id, type: 'lead.created', lead: leadFromSnapshot(snapshot) }),
    );
  });
}
