import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../adapters/store/firestore/collections';
import { binEntryFromSnapshot } from '../adapters/store/firestore/converters';
import type { EventDeps } from '../events/event-deps';
import { handleBinPurged } from '../events/handle-bin-purged';
import { triggerOptions, type TriggerContext } from './function-options';
import { runTrigger } from './run-trigger';

/**
 * bin/{entryId} deleted → bin.purged: the item's images are deleted (each unless something still
 * shows it: after a restore, its plot does). Delivered twice, it deletes nothing more.
 */
export function binPurgedTrigger({ getDeps, secrets }: TriggerContext<EventDeps>) {
  return onDocumentDeleted({ document: `${COLLECTIONS.bin}/{entryId}`, ...triggerOptions(secrets) }, async (event) => {
    const snapshot = event.data;
    if (!snapshot) return;
    await runTrigger('onBinPurged', event, getDeps, (deps) => handleBinPurged(deps, { id: event.id, type: 'bin.purged', entry: binEntryFromSnapshot(snapshot) }));
  });
}
