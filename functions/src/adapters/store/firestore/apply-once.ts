import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import { COLLECTIONS } from './collections';
import { processedEventConverter } from './converters';
import { hashedId, isAlreadyExists } from './documents';
import { collectionOf, type FirestoreContext } from './queries';

/**
 * Commits a batch whose first write records the event id (create: ALREADY_EXISTS when it was
 * applied before) and whose others `change` adds: true when it applied, false for a repeat.
 * Firestore commits both or neither, so a redelivered event changes nothing, even when deliveries
 * race. The create comes first because the test emulator applies writes in order and does not
 * roll back (decision 005).
 */
export async function applyOnce(context: FirestoreContext, eventId: string, change: (batch: WriteBatch) => void): Promise<boolean> {
  const eventRef = collectionOf(context, COLLECTIONS.processedEvents, processedEventConverter).doc(hashedId(eventId));
  const batch = context.db.batch();
  batch.create(eventRef, { id: eventRef.id, eventId, processedAt: FieldValue.serverTimestamp() });
  change(batch);
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}
