/**
 * The smallest key above every key that starts with `prefix`, so `prefix <= key < prefixEnd(prefix)`
 * is "starts with" as a range both stores can serve from an index (SQLite compares text by its
 * UTF-8 bytes, Firestore strings too). The prefix's last character is raised by one; it must not be
 * a surrogate or U+FFFF (the keys asked for end in ':').
 */
export function prefixEnd(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  if (prefix.length === 0 || last >= 0xd7ff) throw new RangeError(`No key range for the prefix ${JSON.stringify(prefix)}`);
  return `${prefix.slice(0, -1)}${String.fromCharCode(last + 1)}`;
}
