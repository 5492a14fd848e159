import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, PLOT_NUMBERS_SUBCOLLECTION, VENTURE_LAYOUT_SUBCOLLECTION } from './collections';
import { layoutPartConverter, plotNumberConverter, type LayoutPartDocument, type PlotNumberDocument } from './converters';

// The subcollections under a venture (collections.ts), for the repositories of ventures and plots.

/** ventures/{id}/layout: the parts of its layout, named by version and part. */
export function layoutPartsOf(db: Firestore, ventureId: string): CollectionReference<LayoutPartDocument> {
  return db.collection(COLLECTIONS.ventures).doc(ventureId).collection(VENTURE_LAYOUT_SUBCOLLECTION).withConverter(layoutPartConverter);
}

/** ventures/{id}/plotNumbers: the numbers in use in the venture, each naming its plot. */
export function plotNumbersOf(db: Firestore, ventureId: string): CollectionReference<PlotNumberDocument> {
  return db.collection(COLLECTIONS.ventures).doc(ventureId).collection(PLOT_NUMBERS_SUBCOLLECTION).withConverter(plotNumberConverter);
}
