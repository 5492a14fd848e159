/**
 * Text ordering as the SQLite adapter does it, for what Firestore cannot sort or match itself
 * (case-insensitive names: core/ascii-fold.ts folds them). Both adapters must agree (store.contract.ts).
 */

/** Byte order of the UTF-8 encodings, as SQLite compares text (and Firestore compares strings). */
export function compareBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
