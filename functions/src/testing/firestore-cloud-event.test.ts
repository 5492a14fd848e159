import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentCreated, type FirestoreEvent, type QueryDocumentSnapshot } from 'firebase-functions/v2/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFirestoreEmulator, type FirestoreEmulator } from '../local-run/firestore-emulator';
import { firestoreCreatedEvent } from './firestore-cloud-event';
import { startCloudEventFunctionServer } from './functions-framework-server';

/**
 * The CloudEvent the e2e harness delivers to a Firestore trigger of the built bundle, over HTTP as
 * startCloudEventFunctionServer serves the trigger: read by firebase-functions itself
 * (onDocumentCreated), it gives the handler the stored document (every kind of value the store
 * writes), its path parameters and the delivery's id; a handler that throws answers 500.
 */

const projectId = 'demo-cloud-event';

let emulator: FirestoreEmulator;
beforeAll(async () => {
  emulator = await startFirestoreEmulator();
  // As on Cloud Functions: firebase-functions' own app (which reads the event) knows its project
  // from the environment, and asks no metadata server for it.
  vi.stubEnv('GCLOUD_PROJECT', projectId);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await emulator.stop();
});

describe('firestoreCreatedEvent', () => {
  it('is read by onDocumentCreated as the stored document, with its params and the delivery id', async () => {
    const firestore = emulator.newFirestore(projectId);
    const stored = {
      title: 'Plot 7',
      price: 45_000,
      ratio: 1.5,
      available: true,
      note: null,
      features: ['East facing', 'Corner'],
      documents: { encumbrance: { checked: true, on: '2026-01-02' } },
      createdAt: Timestamp.fromMillis(Date.parse('2026-11-27T10:00:00.123Z')),
    };
    await firestore.doc('plots/p7').set(stored);
    const snapshot = await firestore.doc('plots/p7').get();

    let seen: FirestoreEvent<QueryDocumentSnapshot | undefined, { plotId: string }> | undefined;
    const trigger = onDocumentCreated('plots/{plotId}', (event) => {
      seen = event;
    });
    const served = await startCloudEventFunctionServer(trigger as never);
    try {
      const deliver = (body: string, type = 'application/cloudevents+json') => fetch(served.url, { method: 'POST', headers: { 'Content-Type': type }, body });
      const event = JSON.stringify(firestoreCreatedEvent(snapshot, { id: 'delivery-1', projectId }));
      expect((await deliver(event, 'application/json')).status).toBe(415);
      expect(seen).toBeUndefined();
      expect((await deliver(event)).status).toBe(204);
    } finally {
      await served.close();
    }

    expect(seen?.id).toBe('delivery-1');
    expect(seen?.params).toEqual({ plotId: 'p7' });
    expect(seen?.data?.id).toBe('p7');
    expect(seen?.data?.data()).toEqual(stored);
  });

  it('answers 500 when the trigger throws, so the event would be delivered again', async () => {
    const firestore = emulator.newFirestore(projectId);
    await firestore.doc('plots/p8').set({ title: 'Plot 8' });
    const trigger = onDocumentCreated('plots/{plotId}', () => {
      throw new Error('store unavailable');
    });
    const served = await startCloudEventFunctionServer(trigger as never);
    try {
      const body = JSON.stringify(firestoreCreatedEvent(await firestore.doc('plots/p8').get(), { id: 'delivery-3', projectId }));
      const response = await fetch(served.url, { method: 'POST', headers: { 'Content-Type': 'application/cloudevents+json' }, body });
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('store unavailable');
    } finally {
      await served.close();
    }
  });

  it('refuses a document that is not stored', async () => {
    const firestore = emulator.newFirestore();
    const snapshot = await firestore.doc('plots/none').get();
    expect(() => firestoreCreatedEvent(snapshot, { id: 'delivery-2', projectId })).toThrow('plots/none does not exist');
  });
});
