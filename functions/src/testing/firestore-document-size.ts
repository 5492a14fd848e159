import { GeoPoint, Timestamp } from 'firebase-admin/firestore';

/**
 * A document's size as Firestore counts it against its 1 MiB limit
 * (https://firebase.google.com/docs/firestore/storage-size): its name (each path segment's UTF-8
 * bytes + 1, plus 16), each field's name (UTF-8 bytes + 1) and value, plus 32. `path` is the
 * document's path below the database ('ventures/v1/layout/1-0').
 */
export function firestoreDocumentSize(path: string, data: Readonly<Record<string, unknown>>): number {
  return path.split('/').reduce((sum, segment) => sum + textSize(segment), 16) + mapSize(data) + 32;
}

function textSize(text: string): number {
  return Buffer.byteLength(text, 'utf8') + 1;
}

function mapSize(map: Readonly<Record<string, unknown>>): number {
  return Object.entries(map).reduce((sum, [name, value]) => sum + textSize(name) + valueSize(value), 0);
}

function valueSize(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number' || value instanceof Timestamp || value instanceof Date) return 8;
  if (typeof value === 'string') return textSize(value);
  if (value instanceof GeoPoint) return 16;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + valueSize(item), 0);
  if (typeof value === 'object') return mapSize(value as Record<string, unknown>);
  throw new TypeError(`Firestore stores no ${typeof value}`);
}
