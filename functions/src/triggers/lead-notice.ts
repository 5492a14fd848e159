import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../adapters/store/firestore/collections';
import { leadFromSnapshot } from '../adapters/store/firestore/converters';
import { notifyNewLead, type LeadNoticeDeps } from '../events/notify-new-lead';
import { triggerOptions, type TriggerContext } from './function-options';
import { runTrigger } from './run-trigger';

/**
 * contactSubmissions/{leadId} created → the new lead is mailed to every admin who wants it, over
 * SMTP (the SMTP_URL secret). A function of its own beside onLeadCreated: a mail server that is
 * down retries this one, never the counters. Redelivered events send nothing twice (notifyNewLead
 * claims each admin's mail in Firestore first).
 */
export function leadNoticeTrigger({ getDeps, secrets }: TriggerContext<LeadNoticeDeps>) {
  return onDocumentCreated({ document: `${COLLECTIONS.leads}/{leadId}`, ...triggerOptions(secrets) }, async (event) => {
    const snapshot = event.data;
    if (!snapshot) return;
    await runTrigger('onLeadNotice', event, getDeps, async (deps) => {
      await notifyNewLead(deps, { id: event.id, type: 'lead.created', lead: leadFromSnapshot(snapshot) });
    });
  });
}
