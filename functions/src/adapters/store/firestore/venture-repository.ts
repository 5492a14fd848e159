import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { VENTURE_INPUT_FIELDS, type Layout, type LayoutImage, type LayoutShape, type Venture } from '../../../core/schemas/venture';
import { VENTURE_TELUGU_FIELDS, type NewVenture, type VentureRepository } from '../../../ports/store';
import { pickFields } from '../pick-fields';
import { withTeluguTexts } from '../telugu-texts';
import { foldAscii } from '../../../core/ascii-fold';
import { compareBytes } from './collation';
import { COLLECTIONS } from './collections';
import { LAYOUT_PART_SHAPES, layoutPartId, plotConverter, ventureConverter, type LayoutPartDocument } from './converters';
import { isAlreadyExists, isNotFound, isUsableId, readBack } from './documents';
import { buildQuery, collectionOf, type FirestoreContext } from './queries';
import { inRuns } from './runs';
import { layoutPartsOf, plotNumbersOf } from './venture-refs';

/** Tries of setLayoutImage when layout saves keep taking the next version first. */
const IMAGE_TRIES = 5;

/**
 * Ventures on Firestore: ventures/{id} holds the data, the plan image and the layout's version (the
 * list reads no shapes); the shapes are in ventures/{id}/layout/{version}-{part}, split in parts of
 * at most LAYOUT_PART_SHAPES shapes so that no document nears the 1 MiB limit (converters.ts).
 *
 * A layout write is a transaction that reads the venture's version and then creates the documents
 * of the next version (part 0 first), points the venture at it and deletes the current ones. Two
 * saves of the same version cannot both win: real Firestore serialises the transactions, and
 * create() refuses a document that exists, which also holds on the test emulator (whose
 * transactions are not isolated, and which applies a commit's writes in order up to a refused one).
 */
export function createVentureRepository(context: FirestoreContext): VentureRepository {
  const ventures = () => collectionOf(context, COLLECTIONS.ventures, ventureConverter);

  /**
   * In a transaction: moves the layout from the venture's version to the next, with these shapes
   * (or the current ones) and this plan. null when there is no venture, 'stale' when its version
   * is not the one expected.
   */
  async function nextLayout(
    transaction: Transaction,
    id: string,
    change: { expectedVersion?: number; shapes?: readonly LayoutShape[]; image?: LayoutImage },
  ): Promise<{ venture: Venture; version: number } | 'stale' | null> {
    const ref = ventures().doc(id);
    const venture = (await transaction.get(ref)).data();
    if (!venture) return null;
    const current = venture.layout.version;
    if (change.expectedVersion !== undefined && change.expectedVersion !== current) return 'stale';
    const parts = layoutPartsOf(context.db, id);
    // New shapes replace the stored ones, which are then only deleted: their names are enough.
    let stored: DocumentReference[];
    let shapes: readonly LayoutShape[];
    if (change.shapes) {
      stored = (await transaction.get(parts.select())).docs.map((doc) => doc.ref);
      shapes = change.shapes;
    } else {
      const docs = (await transaction.get(parts)).docs;
      stored = docs.map((doc) => doc.ref);
      shapes = assembleLayout(docs.map((doc) => doc.data()))?.shapes ?? [];
    }
    const version = current + 1;
    // An empty layout is one empty part: part 0 is what two saves of one version race to create.
    const runs = shapes.length > 0 ? inRuns(shapes, LAYOUT_PART_SHAPES) : [[]];
    runs.forEach((run, part) => {
      const next = parts.doc(layoutPartId(version, part));
      transaction.create(next, { id: next.id, version, part, parts: runs.length, shapes: run });
    });
    transaction.update(ref, ventureConverter.toFirestore({ layout: { image: change.image ?? venture.layout.image, version } }, { merge: true }));
    for (const doc of stored) transaction.delete(doc);
    return { venture, version };
  }

  return {
    async list() {
      // Firestore cannot sort case-insensitively, and a site has a few ventures: read them all
      // (no shapes: those are elsewhere) and sort here, as SQLite's COLLATE NOCASE does.
      const snapshot = await buildQuery(context, COLLECTIONS.ventures, ventureConverter, {}).get();
      return snapshot.docs.map((doc) => doc.data()).sort((a, b) => compareBytes(foldAscii(a.name), foldAscii(b.name)) || compareBytes(a.id, b.id));
    },

    async get(id) {
      if (!isUsableId(id)) return null;
      return (await ventures().doc(id).get()).data() ?? null;
    },

    async create(input) {
      // Version 0 is the empty layout: no part is stored for it.
      const ref = ventures().doc();
      await ref.create({ id: ref.id, ...ventureData(input), layout: { image: null, version: 0 }, createdAt: FieldValue.serverTimestamp(), updatedAt: null });
      return readBack(ref);
    },

    async update(id, input) {
      if (!isUsableId(id)) return null;
      const ref = ventures().doc(id);
      try {
        // update() fails on a missing document, so a missing id is never created by accident.
        await ref.update(ventureConverter.toFirestore({ ...ventureData(input), updatedAt: FieldValue.serverTimestamp() }, { merge: true }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      return readBack(ref);
    },

    async delete(id) {
      if (!isUsableId(id)) return null;
      const ref = ventures().doc(id);
      // One transaction: its plots stay, with no venture and no number, and the venture goes with
      // its layout and the markers of its numbers.
      return context.db.runTransaction(async (transaction) => {
        if (!(await transaction.get(ref)).exists) return null;
        const [plots, layouts, numbers] = await Promise.all([
          transaction.get(buildQuery(context, COLLECTIONS.plots, plotConverter, { where: [['ventureId', '==', id]] })),
          transaction.get(layoutPartsOf(context.db, id).select()),
          transaction.get(plotNumbersOf(context.db, id).select()),
        ]);
        for (const plot of plots.docs) {
          transaction.update(plot.ref, plotConverter.toFirestore({ ventureId: '', plotNumber: '', updatedAt: FieldValue.serverTimestamp() }, { merge: true }));
        }
        for (const doc of [...layouts.docs, ...numbers.docs]) transaction.delete(doc.ref);
        transaction.delete(ref);
        return { unlinkedPlots: plots.size };
      });
    },

    async layout(id) {
      if (!isUsableId(id)) return null;
      const [venture, parts] = await Promise.all([ventures().doc(id).get(), layoutPartsOf(context.db, id).get()]);
      const stored = venture.data();
      if (!stored) return null;
      return assembleLayout(parts.docs.map((doc) => doc.data())) ?? { version: stored.layout.version, shapes: [] };
    },

    async saveLayout(id, expectedVersion, shapes) {
      if (!isUsableId(id)) return null;
      try {
        const saved = await context.db.runTransaction((transaction) => nextLayout(transaction, id, { expectedVersion, shapes }));
        return saved === null || saved === 'stale' ? saved : { version: saved.version };
      } catch (error) {
        // Another save created the next version's document first.
        if (isAlreadyExists(error)) return 'stale';
        throw error;
      }
    },

    async setLayoutImage(id, image) {
      if (!isUsableId(id)) return null;
      for (let attempt = 1; ; attempt += 1) {
        try {
          const set = await context.db.runTransaction((transaction) => nextLayout(transaction, id, { image }));
          // 'stale' cannot come back: no version was expected.
          return set === null || set === 'stale' ? null : { previous: set.venture.layout.image, version: set.version };
        } catch (error) {
          // A layout save took the next version meanwhile: the plan goes on top of it.
          if (!isAlreadyExists(error) || attempt >= IMAGE_TRIES) throw error;
        }
      }
    },

    async imagePublicIds() {
      const snapshot = await buildQuery(context, COLLECTIONS.ventures, ventureConverter, {}).get();
      const ids = snapshot.docs.flatMap((doc) => {
        const venture = doc.data();
        return [...venture.images.map((image) => image.publicId), venture.layout.image?.publicId ?? ''];
      });
      return [...new Set(ids.filter((id) => id.length > 0))];
    },

    async summaries() {
      const snapshot = await buildQuery(context, COLLECTIONS.ventures, ventureConverter, { orderBy: [['createdAt', 'desc']] }).get();
      return snapshot.docs.map((doc) => {
        const { id, name, createdAt, updatedAt } = doc.data();
        return { id, name, createdAt, updatedAt };
      });
    },
  };
}

/** The venture's data as stored: every field of the form, the Telugu texts left out stored blank. */
function ventureData(input: NewVenture) {
  return pickFields(withTeluguTexts(input, VENTURE_TELUGU_FIELDS), VENTURE_INPUT_FIELDS);
}

/**
 * The newest version whose every part is stored, its shapes in order; null when none is (a new
 * venture's version 0). Real Firestore shows one version at a time; the test emulator, which
 * applies a commit write by write, may show the next one part-way for a moment.
 */
function assembleLayout(parts: readonly LayoutPartDocument[]): Layout | null {
  const versions = [...new Set(parts.map((part) => part.version))].sort((a, b) => b - a);
  for (const version of versions) {
    const own = parts.filter((part) => part.version === version).sort((a, b) => a.part - b.part);
    const complete = own.length === own[0]!.parts && own.every((part, index) => part.part === index);
    if (complete) return { version, shapes: own.flatMap((part) => part.shapes) };
  }
  return null;
}
