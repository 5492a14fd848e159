import type {
  CollectionReference,
  Firestore,
  FirestoreDataConverter,
  Query,
  WhereFilterOp,
} from 'firebase-admin/firestore';
import type { CollectionName } from './collections';

/**
 * Every query the Firestore store runs is built here, from a plain description, so its shape can
 * be reported: testing/firestore-query-indexes.ts derives the composite indexes those shapes need and the index test
 * compares them with firestore.indexes.json. Repositories never call where/orderBy/limit themselves
 * (the index test checks that too).
 */

type EqualityOp = '==' | 'in';
type InequalityOp = '<' | '<=' | '>' | '>=' | '!=' | 'not-in';
type ArrayOp = 'array-contains' | 'array-contains-any';
type Direction = 'asc' | 'desc';

export interface QuerySpec {
  where?: readonly (readonly [field: string, op: EqualityOp | InequalityOp | ArrayOp, value: unknown])[];
  orderBy?: readonly (readonly [field: string, direction: Direction])[];
  limit?: number;
}

/** What decides which index a query needs: fields and directions, not values. */
export interface QueryShape {
  collection: CollectionName;
  /** Sorted, unique. */
  equalities: string[];
  /** Sorted, unique. */
  inequalities: string[];
  /** Array fields filtered by array-contains(-any). Sorted, unique. */
  arrayContains: string[];
  orderBy: { field: string; direction: Direction }[];
}

export type QueryObserver = (shape: QueryShape) => void;

/** What every repository of the Firestore store gets. */
export interface FirestoreContext {
  db: Firestore;
  /** Told the shape of every query built (the index test listens here). */
  onQuery?: QueryObserver;
}

const EQUALITY_OPS: readonly string[] = ['==', 'in'] satisfies EqualityOp[];
const ARRAY_OPS: readonly string[] = ['array-contains', 'array-contains-any'] satisfies ArrayOp[];

export function collectionOf<T>(
  context: FirestoreContext,
  name: CollectionName,
  converter: FirestoreDataConverter<T>,
): CollectionReference<T> {
  return context.db.collection(name).withConverter(converter);
}

/** The query described by `spec` on a collection, through the converter; reports its shape first. */
export function buildQuery<T>(
  context: FirestoreContext,
  name: CollectionName,
  converter: FirestoreDataConverter<T>,
  spec: QuerySpec,
): Query<T> {
  context.onQuery?.(shapeOf(name, spec));
  let query: Query<T> = collectionOf(context, name, converter);
  for (const [field, op, value] of spec.where ?? []) query = query.where(field, op as WhereFilterOp, value);
  for (const [field, direction] of spec.orderBy ?? []) query = query.orderBy(field, direction);
  if (spec.limit !== undefined) query = query.limit(spec.limit);
  return query;
}

export function shapeOf(collection: CollectionName, spec: QuerySpec): QueryShape {
  const equalities = new Set<string>();
  const inequalities = new Set<string>();
  const arrayContains = new Set<string>();
  for (const [field, op] of spec.where ?? []) (EQUALITY_OPS.includes(op) ? equalities : ARRAY_OPS.includes(op) ? arrayContains : inequalities).add(field);
  return {
    collection,
    equalities: [...equalities].sort(),
    inequalities: [...inequalities].sort(),
    arrayContains: [...arrayContains].sort(),
    orderBy: (spec.orderBy ?? []).map(([field, direction]) => ({ field, direction })),
  };
}

/** Deletes per prune batch (a batch holds at most 500 writes): a year of documents never becomes one huge commit. */
export const PRUNE_BATCH_SIZE = 200;

/** Deletes every document matching `where`, in bounded batches; how many. */
export async function deleteMatching<T>(context: FirestoreContext, name: CollectionName, converter: FirestoreDataConverter<T>, where: NonNullable<QuerySpec['where']>): Promise<number> {
  let deleted = 0;
  for (;;) {
    const snapshot = await buildQuery(context, name, converter, { where, limit: PRUNE_BATCH_SIZE }).get();
    if (snapshot.empty) return deleted;
    const batch = context.db.batch();
    for (const doc of snapshot.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += snapshot.size;
    if (snapshot.size < PRUNE_BATCH_SIZE) return deleted;
  }
}
