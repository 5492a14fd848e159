/**
 * Every function functions/src/index.ts exports, with its trigger: what `firebase deploy` must
 * find in the bundle (checkEndpoints, endpoints.ts).
 *
 * ADDING A FUNCTION: export it from functions/src/index.ts and add its one line to the table
 * below. expected-functions.test.ts bundles index.ts and runs the Firebase CLI's discovery on it:
 * it fails while the two disagree (a new export without its line, a line without its export, or
 * another trigger, collection or schedule time zone). (functions/src/index.test.ts keeps its own
 * list of the exports for the functions workspace.)
 */

export type Kind = 'https' | 'event' | 'schedule';

interface ExpectedFunction {
  readonly kind: Kind;
  readonly eventType?: string;
  readonly document?: string;
}

const FIRESTORE_EVENT = 'google.cloud.firestore.document.v1';
const created = (document: string): ExpectedFunction => ({ kind: 'event', eventType: `${FIRESTORE_EVENT}.created`, document });
const updated = (document: string): ExpectedFunction => ({ kind: 'event', eventType: `${FIRESTORE_EVENT}.updated`, document });
const deleted = (document: string): ExpectedFunction => ({ kind: 'event', eventType: `${FIRESTORE_EVENT}.deleted`, document });
const https: ExpectedFunction = { kind: 'https' };
/** Every schedule runs in India's time zone (checkEndpoints). */
const schedule: ExpectedFunction = { kind: 'schedule' };

export const EXPECTED_FUNCTIONS: Record<string, ExpectedFunction> = {
  api: https,
  onLeadCreated: created('contactSubmissions/{leadId}'),
  onLeadUpdated: updated('contactSubmissions/{leadId}'),
  onLeadDeleted: deleted('contactSubmissions/{leadId}'),
  onLeadNotice: created('contactSubmissions/{leadId}'),
  onPlotCreated: created('plots/{plotId}'),
  onPlotUpdated: updated('plots/{plotId}'),
  onPlotDeleted: deleted('plots/{plotId}'),
  onBlogCreated: created('blogs/{blogId}'),
  onBlogDeleted: deleted('blogs/{blogId}'),
  onBinPurged: deleted('bin/{entryId}'),
  reconcileCountersNightly: schedule,
  cleanupOrphanImagesNightly: schedule,
  leadDigestMorning: schedule,
  releaseReservationsNightly: schedule,
  drainAlertOutbox: schedule,
  purgeBinDaily: schedule,
};
