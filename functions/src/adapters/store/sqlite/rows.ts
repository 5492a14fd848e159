import { count, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { SqliteDb } from './open-database';
import { toIso, toIsoOrNull } from './clock';

/** Statements every repository runs the same way, whatever its table. */

/** Deletes the rows `where` picks; whether there was one (the port's delete answers false for a missing id). */
export async function deleteRows(db: SqliteDb, table: SQLiteTable, where: SQL): Promise<boolean> {
  const result = await db.delete(table).where(where);
  return result.rowsAffected > 0;
}

/** How many rows there are, or how many `where` picks. */
export async function countRows(db: SqliteDb, table: SQLiteTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/** A row's creation and last-edit times (ms columns) as the port's ISO strings. */
export function storedTimes(row: { createdAt: number; updatedAt: number | null }): { createdAt: string; updatedAt: string | null } {
  return { createdAt: toIso(row.createdAt), updatedAt: toIsoOrNull(row.updatedAt) };
}

/**
 * Whether an error (or one it wraps: drizzle wraps the driver's) is SQLite refusing a write that
 * breaks a unique index on these columns, as SQLite names them ("plots.venture_id, plots.plot_number").
 */
export function isUniqueViolation(error: unknown, columns: string): boolean {
  for (let cause: unknown = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    if (cause.message.includes(`UNIQUE constraint failed: ${columns}`)) return true;
  }
  return false;
}
