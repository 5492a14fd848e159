import { createHash } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';

/** gRPC status codes Firestore answers with (google.rpc.Code). */
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;

function hasCode(error: unknown, code: number): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/** A create() precondition failed: the document was there already. */
export function isAlreadyExists(error: unknown): boolean {
  return hasCode(error, ALREADY_EXISTS);
}

/** An update()/delete({ exists: true }) precondition failed: the document was not there. */
export function isNotFound(error: unknown): boolean {
  return hasCode(error, NOT_FOUND);
}

/**
 * A document id for arbitrary text (an event id, an email): its SHA-256, so it is always a valid
 * id (no '/', never '.', '..' or __x__, bounded length) and the same text always maps to it.
 */
export function hashedId(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64url');
}

/**
 * The document id of a text (a meta key, a plot number such as 'B/3'): the text itself when it is a
 * plain name, else 'sha256-' and its hash. Distinct texts never share an id.
 */
export function documentIdFor(value: string): string {
  return /^[A-Za-z0-9_-]{1,100}$/.test(value) && !/^__.*__$/.test(value) ? value : `sha256-${hashedId(value)}`;
}

/** Whether a client-chosen id can be looked up as a document id (anything else cannot exist). */
export function isUsableId(id: string): boolean {
  return id.length > 0 && id.length <= 700 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

/** The stored document after a write, so server timestamps come back resolved. */
export async function readBack<T>(ref: DocumentReference<T>): Promise<T> {
  const snapshot = await ref.get();
  const data = snapshot.data();
  if (data === undefined) throw new Error(`${ref.path} vanished right after it was written`);
  return data;
}

/** Deletes a document that must exist; false when it did not (one round trip, no read). */
export async function deleteExisting(ref: DocumentReference): Promise<boolean> {
  try {
    await ref.delete({ exists: true });
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}
