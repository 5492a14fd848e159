import { FieldValue } from 'firebase-admin/firestore';
import type { MetaRepository, SettingsRepository } from '../../../ports/store';
import { COLLECTIONS, SETTINGS_DOC_ID } from './collections';
import { metaConverter, settingsConverter } from './converters';
import { documentIdFor, isAlreadyExists, readBack } from './documents';
import type { FirestoreContext } from './queries';
import { buildQuery, collectionOf } from './queries';

/** Deletes per batch (Firestore's limit is 500 writes). */
const DELETE_BATCH = 400;

/** Business details: one document, settings/site. */
export function createSettingsRepository(context: FirestoreContext): SettingsRepository {
  const ref = () => collectionOf(context, COLLECTIONS.settings, settingsConverter).doc(SETTINGS_DOC_ID);

  return {
    async get() {
      return (await ref().get()).data()?.settings ?? null;
    },

    async updatedAt() {
      return (await ref().get()).data()?.updatedAt ?? null;
    },

    async put(settings) {
      const doc = ref();
      await doc.set({ id: doc.id, settings, updatedAt: FieldValue.serverTimestamp() });
      return (await readBack(doc)).settings;
    },
  };
}

/** Named values: meta/<key> (or the key's hash when it is not a plain name). */
export function createMetaRepository(context: FirestoreContext): MetaRepository {
  const ref = (key: string) => collectionOf(context, COLLECTIONS.meta, metaConverter).doc(documentIdFor(key));

  return {
    async get(key) {
      return (await ref(key).get()).data()?.value ?? null;
    },

    async set(key, value) {
      const doc = ref(key);
      await doc.set({ id: doc.id, key, value });
    },

    async claim(key, value) {
      const doc = ref(key);
      try {
        await doc.create({ id: doc.id, key, value });
        return true;
      } catch (error) {
        if (isAlreadyExists(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      await ref(key).delete();
    },

    async deleteRange(from, to) {
      // On the `key` field (document ids may be hashes); strings sort by their UTF-8 bytes.
      const found = await buildQuery(context, COLLECTIONS.meta, metaConverter, {
        where: [
          ['key', '>=', from],
          ['key', '<', to],
        ],
      }).get();
      for (let offset = 0; offset < found.docs.length; offset += DELETE_BATCH) {
        const batch = context.db.batch();
        for (const doc of found.docs.slice(offset, offset + DELETE_BATCH)) batch.delete(doc.ref);
        await batch.commit();
      }
      return found.docs.length;
    },
  };
}
