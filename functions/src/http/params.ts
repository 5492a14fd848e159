import type { MessageRef } from '../core/message-key';
import { notFound } from './errors';

/**
 * Document ids as the stores make them (SQLite: 16 base64url characters; Firestore: 20
 * alphanumerics). Anything else cannot name a document, so it is a 404 without asking the store
 * (which keeps odd strings like '..' or '__x__' away from Firestore, where they are invalid ids).
 */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export function isDocumentId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

export function documentId(value: unknown, key: MessageRef): string {
  if (!isDocumentId(value)) throw notFound(key);
  return value;
}
