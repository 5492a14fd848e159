import type { QueryShape } from '../adapters/store/firestore/queries';

/** A composite index as firestore.indexes.json spells it: a field ordered, or an array field for array-contains. */
export type IndexField = { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' } | { fieldPath: string; arrayConfig: 'CONTAINS' };
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
 * - one array-contains(-any) filter alone: served by that field's single-field array index;
 * - no equality filter and a single ordered field (one orderBy and/or inequalities on that field):
 *   served by that field's single-field index, either direction;
 * - otherwise: the equality fields (ascending), then the orderBy fields with their directions,
 *   then any inequality field not already ordered (ascending, which is how Firestore orders it
 *   implicitly). An orderBy on a field that also has an equality filter is dropped (it is constant).
 *   An array-contains field comes with the equality fields, as `arrayConfig: CONTAINS`.
 *   The document-id tiebreak Firestore appends needs no entry.
 */
export function neededIndex(shape: QueryShape): NeededIndex | null {
  const equalities = shape.equalities;
  const ordered: IndexField[] = [];
  const add = (fieldPath: string, order: 'ASCENDING' | 'DESCENDING') => {
    if (equalities.includes(fieldPath) || ordered.some((field) => field.fieldPath === fieldPath)) return;
    ordered.push({ fieldPath, order });
  };
  for (const { field, direction } of shape.orderBy) add(field, direction === 'desc' ? 'DESCENDING' : 'ASCENDING');
  for (const field of shape.inequalities) add(field, 'ASCENDING');
  const contains = shape.arrayContains.map((fieldPath): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' }));

  if (contains.length === 0 && ordered.length === 0) return null;
  if (contains.length === 0 && equalities.length === 0 && ordered.length === 1) return null;
  if (contains.length === 1 && equalities.length === 0 && ordered.length === 0) return null;
  return {
    index: {
      collectionGroup: shape.collection,
      queryScope: 'COLLECTION',
      fields: [...equalities.map((fieldPath): IndexField => ({ fieldPath, order: 'ASCENDING' })), ...contains, ...ordered],
    },
    equalityFields: equalities.length + contains.length,
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

/** How a field is indexed: its order, or CONTAINS for an array field. */
function indexing(field: IndexField): string {
  return 'order' in field ? field.order : field.arrayConfig;
}

function neededKey({ index, equalityFields }: NeededIndex): string {
  const equality = index.fields.slice(0, equalityFields).map((field) => `${field.fieldPath} ${indexing(field)}`).sort();
  const rest = index.fields.slice(equalityFields).map((field) => `${field.fieldPath} ${indexing(field)}`);
  return `${index.collectionGroup}/${index.queryScope}: ${[...equality.map((f) => `${f} ==`), ...rest].join(', ')}`;
}

/** Whether a declared index is the one a query needs (equality and array-contains fields in any order, each as needed). */
function serves(declared: CompositeIndex, needed: NeededIndex): boolean {
  const { index, equalityFields } = needed;
  if (declared.collectionGroup !== index.collectionGroup || declared.queryScope !== index.queryScope) return false;
  if (declared.fields.length !== index.fields.length) return false;
  const described = (field: IndexField) => `${field.fieldPath} ${indexing(field)}`;
  const wanted = new Set(index.fields.slice(0, equalityFields).map(described));
  if (declared.fields.slice(0, equalityFields).some((field) => !wanted.has(described(field)))) return false;
  return index.fields.slice(equalityFields).every((field, n) => {
    const have = declared.fields[equalityFields + n];
    return have !== undefined && described(have) === described(field);
  });
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
  return [...new Set([...shape.equalities, ...shape.inequalities, ...shape.arrayContains, ...shape.orderBy.map((order) => order.field)])];
}
