import { createClient, type Client } from '@libsql/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYZE_FROM_ROWS, refreshPlannerStatistics } from './planner-statistics';

let client: Client | undefined;
afterEach(() => {
  client?.close();
  client = undefined;
});

async function databaseWith(tables: Record<string, number>): Promise<Client> {
  client = createClient({ url: 'file::memory:' });
  for (const [table, rows] of Object.entries(tables)) {
    await client.execute(`CREATE TABLE "${table}" (id INTEGER PRIMARY KEY, kind TEXT NOT NULL)`);
    await client.execute(`CREATE INDEX "${table}_kind_idx" ON "${table}" (kind)`);
    await addRows(client, table, rows);
  }
  return client;
}

async function addRows(db: Client, table: string, rows: number): Promise<void> {
  await db.execute({
    sql: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) INSERT INTO "${table}" (kind) SELECT CASE i % 3 WHEN 0 THEN 'a' WHEN 1 THEN 'b' ELSE 'c' END FROM n`,
    args: [rows],
  });
}

async function analysedRows(db: Client, index: string): Promise<number | undefined> {
  const exists = (await db.execute("SELECT 1 FROM sqlite_schema WHERE name = 'sqlite_stat1'")).rows.length > 0;
  if (!exists) return undefined;
  const row = (await db.execute({ sql: 'SELECT stat FROM sqlite_stat1 WHERE idx = ?', args: [index] })).rows[0];
  return row ? Number.parseInt(String(row.stat), 10) : undefined;
}

describe('refreshPlannerStatistics', () => {
  it(`analyses a table of ${ANALYZE_FROM_ROWS} rows or more that has no statistics, and leaves smaller ones alone`, async () => {
    const db = await databaseWith({ big: ANALYZE_FROM_ROWS, small: ANALYZE_FROM_ROWS - 1 });
    expect(await refreshPlannerStatistics(db)).toEqual(['big']);
    expect(await analysedRows(db, 'big_kind_idx')).toBe(ANALYZE_FROM_ROWS);
    expect(await analysedRows(db, 'small_kind_idx')).toBeUndefined();
  });

  it('does nothing while the statistics still fit, and analyses again once the table has doubled', async () => {
    const db = await databaseWith({ plots: 1_500 });
    expect(await refreshPlannerStatistics(db)).toEqual(['plots']);
    await addRows(db, 'plots', 1_000);
    expect(await refreshPlannerStatistics(db)).toEqual([]);
    expect(await analysedRows(db, 'plots_kind_idx')).toBe(1_500);
    await addRows(db, 'plots', 600);
    expect(await refreshPlannerStatistics(db)).toEqual(['plots']);
    expect(await analysedRows(db, 'plots_kind_idx')).toBe(3_100);
  });

  it('analyses again once the table has halved', async () => {
    const db = await databaseWith({ plots: 4_000 });
    await refreshPlannerStatistics(db);
    await db.execute('DELETE FROM plots WHERE id > 1900');
    expect(await refreshPlannerStatistics(db)).toEqual(['plots']);
    expect(await analysedRows(db, 'plots_kind_idx')).toBe(1_900);
  });

  it('analyses a table that gained an index the statistics do not know', async () => {
    const db = await databaseWith({ plots: 1_200 });
    await refreshPlannerStatistics(db);
    await db.execute('CREATE INDEX plots_id_kind_idx ON plots (kind, id)');
    expect(await refreshPlannerStatistics(db)).toEqual(['plots']);
    expect(await analysedRows(db, 'plots_id_kind_idx')).toBe(1_200);
  });

  it('does not analyse again for a partial index, which an empty one leaves without statistics', async () => {
    const db = await databaseWith({ plots: 1_200 });
    await db.execute("CREATE UNIQUE INDEX plots_numbered_idx ON plots (kind, id) WHERE kind = 'none'");
    expect(await refreshPlannerStatistics(db)).toEqual(['plots']);
    expect(await analysedRows(db, 'plots_numbered_idx')).toBeUndefined();
    expect(await refreshPlannerStatistics(db)).toEqual([]);
  });

  it('skips tables without indexes and the migrations table', async () => {
    const db = await databaseWith({});
    await db.execute('CREATE TABLE bare (x INTEGER)');
    await db.execute('CREATE TABLE "__drizzle_migrations" (id INTEGER PRIMARY KEY, hash TEXT)');
    await db.execute('CREATE INDEX drizzle_hash_idx ON "__drizzle_migrations" (hash)');
    await db.execute(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000) INSERT INTO bare SELECT i FROM n`);
    await db.execute(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000) INSERT INTO "__drizzle_migrations" (hash) SELECT i FROM n`);
    expect(await refreshPlannerStatistics(db)).toEqual([]);
  });
});
