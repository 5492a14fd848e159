import { FieldValue } from 'firebase-admin/firestore';
import { REGION_INPUT_FIELDS, type Region } from '../../../core/schemas/region';
import { REGION_TELUGU_FIELDS, type RegionRepository } from '../../../ports/store';
import { pickDefined, pickFields } from '../pick-fields';
import { withTeluguTexts } from '../telugu-texts';
import { COLLECTIONS } from './collections';
import { compareBytes, foldAscii } from './collation';
import { regionConverter } from './converters';
import { deleteExisting, isNotFound, isUsableId, readBack } from './documents';
import { buildQuery, collectionOf, type FirestoreContext } from './queries';

export function createRegionRepository(context: FirestoreContext): RegionRepository {
  const regions = () => collectionOf(context, COLLECTIONS.regions, regionConverter);

  return {
    async list(options) {
      if (options?.order === 'newest') {
        const snapshot = await buildQuery(context, COLLECTIONS.regions, regionConverter, { orderBy: [['createdAt', 'desc']] }).get();
        // Ties (same microsecond) are broken by document id, descending, by Firestore itself.
        return snapshot.docs.map((doc) => doc.data());
      }
      // Firestore cannot sort case-insensitively, and the public table shows every region anyway
      // (a few dozen): read them all and sort here, as SQLite's COLLATE NOCASE does.
      const snapshot = await buildQuery(context, COLLECTIONS.regions, regionConverter, {}).get();
      return snapshot.docs.map((doc) => doc.data()).sort(byName);
    },

    async get(id) {
      if (!isUsableId(id)) return null;
      const snapshot = await regions().doc(id).get();
      return snapshot.data() ?? null;
    },

    async create(input) {
      const ref = regions().doc();
      await ref.create({ id: ref.id, ...pickFields(withTeluguTexts(input, REGION_TELUGU_FIELDS), REGION_INPUT_FIELDS), createdAt: FieldValue.serverTimestamp(), updatedAt: null });
      return readBack(ref);
    },

    async update(id, patch) {
      if (!isUsableId(id)) return null;
      const ref = regions().doc(id);
      try {
        // update() fails on a missing document, so a missing id is never created by accident.
        await ref.update(regionConverter.toFirestore({ ...pickDefined(patch, REGION_INPUT_FIELDS), updatedAt: FieldValue.serverTimestamp() }, { merge: true }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      return readBack(ref);
    },

    async delete(id) {
      return isUsableId(id) && deleteExisting(regions().doc(id));
    },
  };
}

/** SQLite's COLLATE NOCASE: ASCII letters folded, then byte order; ties by id ascending. */
function byName(a: Region, b: Region): number {
  return compareBytes(foldAscii(a.region), foldAscii(b.region)) || compareBytes(a.id, b.id);
}
