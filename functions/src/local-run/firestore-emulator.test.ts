import { GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirestoreEmulator, type FirestoreEmulator } from './firestore-emulator';

describe('firestore emulator: a database copied to another project', () => {
  let emulator: FirestoreEmulator;
  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
  });
  afterAll(async () => {
    await emulator.stop();
  });

  it('gives the copy every document with its values, subcollections included, and keeps the two apart', async () => {
    const source = emulator.newFirestore('demo-copy-source');
    const when = Timestamp.fromMillis(1_700_000_000_123);
    await source.doc('plots/p1').set({ title: 'Plot 1', price: 2_500_000, ratio: 0.5, sold: false, note: null, at: when, where: new GeoPoint(16.5, 80.5), tags: ['a', 'b'], size: { sqYd: 200 } });
    await source.doc('plots/p1/history/h1').set({ status: 'sold' });
    // A parent that exists only through its subcollection is not a document: it is not copied.
    await source.doc('ventures/v1/layout/l1').set({ shape: 'grid' });

    const documents = emulator.exportDocuments('demo-copy-source');
    expect(documents.map((document) => document.path).sort()).toEqual(['plots/p1', 'plots/p1/history/h1', 'ventures/v1/layout/l1']);

    await emulator.importDocuments('demo-copy-target', documents);
    const target = emulator.newFirestore('demo-copy-target');
    const copied = (await target.doc('plots/p1').get()).data();
    expect(copied).toEqual({ title: 'Plot 1', price: 2_500_000, ratio: 0.5, sold: false, note: null, at: when, where: new GeoPoint(16.5, 80.5), tags: ['a', 'b'], size: { sqYd: 200 } });
    expect((await target.doc('plots/p1/history/h1').get()).data()).toEqual({ status: 'sold' });
    expect((await target.doc('ventures/v1').get()).exists).toBe(false);
    expect((await target.doc('ventures/v1/layout/l1').get()).data()).toEqual({ shape: 'grid' });

    await target.doc('plots/p1').update({ title: 'Changed in the copy' });
    expect((await source.doc('plots/p1').get()).get('title')).toBe('Plot 1');
  });
});
