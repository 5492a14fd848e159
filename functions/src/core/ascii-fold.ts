/**
 * SQLite's NOCASE and LIKE folding: ASCII letters only ('Ä' and Telugu stay as they are). What
 * the in-memory matches and sorts do to agree with the SQLite store (core/plot-matches-search.ts,
 * the Firestore adapter's orders).
 */
export function foldAscii(text: string): string {
  return text.replace(/[A-Z]/g, (char) => char.toLowerCase());
}
