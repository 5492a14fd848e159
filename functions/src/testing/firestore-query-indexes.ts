import type { QueryShape } from '../adapters/store/firestore/queries';

/** A composite index as firestore.indexes.json spells it. */
interface IndexField {
  fieldPath: string;
  order: 'ASCENDING' | 'DESCENDING';
}
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

/** A needed index and how many of its leading fields are equality filters (their order is free). */
export interface NeededIndex {
  index: CompositeIndex;
  equalityFields: number;
}

/**
 * The composite index a query needs, by Firestore's documented rules
 * (https://firebase.google.com/docs/firestore/query-data/index-overview), or null when the
 * automatic single-field indexes serve it:
 * - equality filters only (any number of fields): served by merging single-field indexes;
 * - no equality filter and a single ordered field (one orderBy and/or inequalities on that field):
 *   served by that field's single-field index, either direction;
 * - otherwise: the equality fields (ascending), then the orderBy fields with their directions,
 *   then any inequality field not already ordered (ascending, which is how Firestore orders it
 *   implicitly). An orderBy on a field that also has an equality filter is dropped (it is constant).
 *   The document-id tiebreak Firestore appends needs no entry.
 */
export function neededIndex(shape: QueryShape): NeededIndex | null {
  const equalities = shape.equalities;
  const ordered: IndexField[] = [];
  const add = (fieldPath: string, order: IndexField['order']) => {
    if (equalities.includes(fieldPath) || ordered.some((field) => field.fieldPath === fieldPath)) return;
    ordered.push({ fieldPath, order });
  };
  for (const { field, direction } of shape.orderBy) add(field, direction === 'desc' ? 'DESCENDING' : 'ASCENDING');
  for (const field of shape.inequalities) add(field, 'ASCENDING');

  if (ordered.length === 0) return null;
  if (equalities.length === 0 && ordered.length === 1) return null;
  return {
    index: {
      collectionGroup: shape.collection,
      queryScope: 'COLLECTION',
      fields: [...equalities.map((fieldPath): IndexField => ({ fieldPath, order: 'ASCENDING' })), ...ordered],
    },
    equalityFields: equalities.length,
  };
}

/** The distinct indexes a set of query shapes needs. */
export function neededIndexes(shapes: Iterable<QueryShape>): NeededIndex[] {
  const byKey = new Map<string, NeededIndex>();
  for (const shape of shapes) {
    const needed = neededIndex(shape);
    if (needed) byKey.set(neededKey(needed), needed);
  }
  return [...byKey.values()].sort((a, b) => neededKey(a).localeCompare(neededKey(b)));
}

function neededKey({ index, equalityFields }: NeededIndex): string {
  const equality = index.fields.slice(0, equalityFields).map((field) => field.fieldPath).sort();
  const rest = index.fields.slice(equalityFields).map((field) => `${field.fieldPath} ${field.order}`);
  return `${index.collectionGroup}/${index.queryScope}: ${[...equality.map((f) => `${f} ==`), ...rest].join(', ')}`;
}

/** Whether a declared index is the one a query needs (equality fields in any order, each ascending). */
function serves(declared: CompositeIndex, needed: NeededIndex): boolean {
  const { index, equalityFields } = needed;
  if (declared.collectionGroup !== index.collectionGroup || declared.queryScope !== index.queryScope) return false;
  if (declared.fields.length !== index.fields.length) return false;
  const declaredEquality = declared.fields.slice(0, equalityFields);
  if (declaredEquality.some((field) => field.order !== 'ASCENDING')) return false;
  const wanted = new Set(index.fields.slice(0, equalityFields).map((field) => field.fieldPath));
  if (declaredEquality.some((field) => !wanted.has(field.fieldPath))) return false;
  return index.fields
    .slice(equalityFields)
    .every((field, n) => declared.fields[equalityFields + n]?.fieldPath === field.fieldPath && declared.fields[equalityFields + n]?.order === field.order);
}

/** Declared indexes no query needs, and needed indexes nobody declared. */
export function compareIndexes(
  declared: readonly CompositeIndex[],
  needed: readonly NeededIndex[],
): { missing: NeededIndex[]; unneeded: CompositeIndex[] } {
  return {
    missing: needed.filter((want) => !declared.some((have) => serves(have, want))),
    unneeded: declared.filter((have) => !needed.some((want) => serves(have, want))),
  };
}

/** Every field a query filters or sorts on (such a field must keep its single-field index). */
export function queriedFields(shape: QueryShape): string[] {
  return [...new Set([...shape.equalities, ...shape.inequalities, ...shape.orderBy.map((order) => order.field)])];
}
