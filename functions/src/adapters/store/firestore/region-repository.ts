import { FieldValue } from 'firebase-admin/firestore';
import { siteDay } from '../../../core/dates';
import { pricesDiffer, pricesOf } from '../../../core/region-prices';
import { REGION_INPUT_FIELDS, VILLAGE_FIELD_DEFAULTS, type Region } from '../../../core/schemas/region';
import { REGION_TELUGU_FIELDS, type RegionRepository } from '../../../ports/store';
import { pickDefined, pickFields } from '../pick-fields';
import { withTeluguTexts } from '../telugu-texts';
import { COLLECTIONS, PRICE_HISTORY_SUBCOLLECTION } from './collections';
import { foldAscii } from '../../../core/ascii-fold';
import { compareBytes } from './collation';
import { priceEntryConverter, regionConverter } from './converters';
import { deleteExisting, isUsableId, readBack } from './documents';
import { buildQuery, collectionOf, type FirestoreContext } from './queries';

export function createRegionRepository(context: FirestoreContext): RegionRepository {
  const regions = () => collectionOf(context, COLLECTIONS.regions, regionConverter);
  const historyOf = (id: string) => regions().doc(id).collection(PRICE_HISTORY_SUBCOLLECTION).withConverter(priceEntryConverter);

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
      await ref.create({ id: ref.id, ...pickFields(withTeluguTexts({ ...VILLAGE_FIELD_DEFAULTS, ...input }, REGION_TELUGU_FIELDS), REGION_INPUT_FIELDS), createdAt: FieldValue.serverTimestamp(), updatedAt: null });
      return readBack(ref);
    },

    async update(id, patch, by = null) {
      if (!isUsableId(id)) return null;
      const ref = regions().doc(id);
      // One transaction: the region read, changed, and its price entry written when a price changes.
      const found = await context.db.runTransaction(async (transaction) => {
        const before = (await transaction.get(ref)).data();
        if (!before) return false;
        const changed = pickDefined(patch, REGION_INPUT_FIELDS);
        transaction.update(ref, regionConverter.toFirestore({ ...changed, updatedAt: FieldValue.serverTimestamp() }, { merge: true }));
        const previous = pricesOf(before);
        const prices = pricesOf({ ...before, ...changed });
        if (pricesDiffer(previous, prices)) {
          const entry = historyOf(id).doc();
          transaction.create(entry, { id: entry.id, regionId: id, day: siteDay(new Date()), prices, previous, source: 'change', corrects: '', by, at: FieldValue.serverTimestamp() });
        }
        return true;
      });
      return found ? readBack(ref) : null;
    },

    async delete(id) {
      return isUsableId(id) && deleteExisting(regions().doc(id));
    },

    async addPriceEntries(entries) {
      // One batch's entries share its time; ids that sort in their order keep them in it.
      const batchId = regions().doc().id;
      const refs = entries.map((entry, index) => historyOf(entry.regionId).doc(`${batchId}-${String(index).padStart(5, '0')}`));
      // A batch holds at most 500 writes: the demo's three years of every village go in several.
      for (let start = 0; start < entries.length; start += 400) {
        const batch = context.db.batch();
        entries.slice(start, start + 400).forEach((entry, index) => {
          const ref = refs[start + index]!;
          batch.create(ref, { ...entry, id: ref.id, at: FieldValue.serverTimestamp() });
        });
        await batch.commit();
      }
      const written = refs.length > 0 ? await context.db.getAll(...refs) : [];
      return written.flatMap((snapshot) => snapshot.data() ?? []);
    },

    async priceHistory(regionId) {
      if (!isUsableId(regionId)) return [];
      // A village has a few hundred entries at most: read them all and sort here (no index to keep).
      const snapshot = await historyOf(regionId).get();
      return snapshot.docs.map((doc) => doc.data()).sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
    },
  };
}

/** SQLite's COLLATE NOCASE: ASCII letters folded, then byte order; ties by id ascending. */
function byName(a: Region, b: Region): number {
  return compareBytes(foldAscii(a.region), foldAscii(b.region)) || compareBytes(a.id, b.id);
}
