import type { Store, PlotRecord } from '../../../ports/store';
import type { SqliteDb } from './open-database';
import { toNewRow } from './plot-repository';
import { plots } from './schema';

/** SQLite stores made by createSqliteStore, so the bulk path can reach their database without widening the port. */
const databases = new WeakMap<Store, SqliteDb>();

export function registerSqliteDatabase(store: Store, db: SqliteDb): void {
  databases.set(store, db);
}

const ROWS_PER_STATEMENT = 200;
const STATEMENTS_PER_BATCH = 50;

/**
 * Inserts many plots in a few transactions (benchmarks, tests). SQLite only: the Store port adds one
 * plot at a time, which costs a commit per plot. Creation times are spread over the milliseconds just
 * before now, in array order, so "newest first" is the reverse of the array and never collides with
 * later writes.
 */
export async function bulkInsertPlots(store: Store, records: readonly PlotRecord[]): Promise<void> {
  const db = databases.get(store);
  if (!db) throw new Error('bulkInsertPlots needs a store made by createSqliteStore');
  const start = Date.now() - records.length - 1;
  const rows = records.map((record, index) => toNewRow(record, start + index));

  const statements = [];
  for (let offset = 0; offset < rows.length; offset += ROWS_PER_STATEMENT) {
    statements.push(db.insert(plots).values(rows.slice(offset, offset + ROWS_PER_STATEMENT)));
  }
  for (let offset = 0; offset < statements.length; offset += STATEMENTS_PER_BATCH) {
    const [first, ...rest] = statements.slice(offset, offset + STATEMENTS_PER_BATCH);
    if (first) await db.batch([first, ...rest]);
  }
}
