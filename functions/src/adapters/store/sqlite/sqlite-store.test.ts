import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plotSearchQuerySchema } from '../../../core/schemas/plot-search';
import { buildBulkPlots } from '../../../seed/bulk-plots';
import { aPlot, describeStoreContract } from '../store.contract';
import { bulkInsertPlots } from './bulk-insert-plots';
import { findMigrationsFolder, openDatabase } from './open-database';
import { createSqliteStore } from './sqlite-store';

// One temp folder for this test file; every test gets a fresh database file inside it.
let folder: string;
let fileCounter = 0;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'sqlite-store-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});
function freshFile(): string {
  fileCounter += 1;
  return join(folder, `store-${fileCounter}.db`);
}

describeStoreContract('sqlite', async () => {
  const store = await createSqliteStore({ file: freshFile() });
  return { store, cleanup: () => store.close() };
});

describe('SQLite store specifics', () => {
  it('keeps data across a reopen, and applying the migrations again is harmless', async () => {
    const file = freshFile();
    const first = await createSqliteStore({ file });
    const region = await first.regions.create({ region: 'Rayapudi', ResidentialPriceMin: 1, ResidentialPriceMax: 2, CommercialPriceMin: 3, CommercialPriceMax: 4 });
    await first.meta.set('demoSeededAt', 'then');
    await first.close();

    const second = await createSqliteStore({ file });
    const third = await createSqliteStore({ file });
    expect(await second.regions.get(region.id)).toEqual(region);
    expect(await third.meta.get('demoSeededAt')).toBe('then');
    await second.close();
    await third.close();

    // Read through a plain client: one row per migration, recorded once.
    const client = createClient({ url: `file:${file}` });
    const applied = await client.execute('SELECT count(*) AS n FROM __drizzle_migrations');
    const journal = await import('../../../../drizzle/meta/_journal.json', { with: { type: 'json' } });
    expect(Number(applied.rows[0]?.n)).toBe(journal.default.entries.length);
    client.close();
  });

  it('puts the database file in WAL mode', async () => {
    const file = freshFile();
    const store = await createSqliteStore({ file });
    await store.close();
    const client = createClient({ url: `file:${file}` });
    const mode = await client.execute('PRAGMA journal_mode');
    expect(String(mode.rows[0]?.journal_mode).toLowerCase()).toBe('wal');
    client.close();
  });

  it('keeps a 32 MiB page cache and gathers the planner statistics of a filled table at open', async () => {
    const file = freshFile();
    const store = await createSqliteStore({ file });
    await bulkInsertPlots(store, buildBulkPlots(1_200, 9));
    await store.close();
    const plain = createClient({ url: `file:${file}` });
    // Filled after its open: no statistics yet.
    expect((await plain.execute("SELECT 1 FROM sqlite_schema WHERE name = 'sqlite_stat1'")).rows).toHaveLength(0);
    plain.close();

    const { client } = await openDatabase({ file });
    expect(Number((await client.execute('PRAGMA cache_size')).rows[0]?.cache_size)).toBe(-32 * 1024);
    const indexes = await client.execute("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'plots'");
    const stats = await client.execute("SELECT idx, stat FROM sqlite_stat1 WHERE tbl = 'plots'");
    expect(stats.rows.map((row) => String(row.idx)).sort()).toEqual(indexes.rows.map((row) => String(row.name)).sort());
    expect(stats.rows.every((row) => String(row.stat).startsWith('1200 '))).toBe(true);
    client.close();
  });

  it('creates the folder of the database file', async () => {
    const file = join(folder, 'nested', 'deeper', 'site.db');
    const store = await createSqliteStore({ file });
    await store.regions.create({ region: 'Kaza', ResidentialPriceMin: 1, ResidentialPriceMax: 2, CommercialPriceMin: 3, CommercialPriceMax: 4 });
    expect(await store.regions.list()).toHaveLength(1);
    await store.close();
  });

  it('works in memory', async () => {
    const store = await createSqliteStore({ file: ':memory:' });
    await store.blogs.create({ title: 'T', category: 'News', content: 'c' });
    expect(await store.blogs.count()).toBe(1);
    await store.close();
  });

  it('fails clearly when the migrations folder is wrong', async () => {
    await expect(createSqliteStore({ file: freshFile(), migrationsFolder: join(folder, 'nowhere') })).rejects.toThrow();
  });

  it('finds functions/drizzle from src and from the bundle folder', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const functionsRoot = join(here, '..', '..', '..', '..');
    expect(findMigrationsFolder(here)).toBe(join(functionsRoot, 'drizzle'));
    expect(findMigrationsFolder(join(functionsRoot, 'dist'))).toBe(join(functionsRoot, 'drizzle'));
    expect(() => findMigrationsFolder('/')).toThrow(/migrationsFolder/);
  });

  it('bulk-inserts plots that the port then finds, newest being the last inserted', async () => {
    const store = await createSqliteStore({ file: freshFile() });
    const records = Array.from({ length: 450 }, (_, n) => aPlot({ title: `Bulk ${n}`, price: 1_000_000 + n }));
    await bulkInsertPlots(store, records);
    expect(await store.plots.count()).toBe(450);
    const newest = await store.plots.search(plotSearchQuerySchema.parse({ pageSize: 2 }));
    expect(newest.items.map((plot) => plot.title)).toEqual(['Bulk 449', 'Bulk 448']);
    expect(newest.total).toBe(450);
    // A plot created afterwards through the port is newer than every bulk row.
    const later = await store.plots.create(aPlot({ title: 'Later' }));
    expect((await store.plots.featured(1))[0]?.id).toBe(later.id);
    await store.close();
  });

  it('refuses to bulk-insert into a store it did not make', async () => {
    const store = await createSqliteStore({ file: ':memory:' });
    await expect(bulkInsertPlots({ ...store }, [aPlot()])).rejects.toThrow(/createSqliteStore/);
    await store.close();
  });

  it('has an index for every search shape, so no search sorts the whole table', async () => {
    const file = freshFile();
    const store = await createSqliteStore({ file });
    await store.close();
    const client = createClient({ url: `file:${file}` });
    const plan = async (query: string) =>
      (await client.execute(`EXPLAIN QUERY PLAN ${query}`)).rows.map((row) => String(row.detail)).join(' | ');
    const cases: [string, string][] = [
      ['SELECT * FROM plots ORDER BY created_at DESC, id DESC LIMIT 12', 'plots_created_idx'],
      ["SELECT * FROM plots WHERE status = 'available' ORDER BY created_at DESC, id DESC LIMIT 12", 'plots_status_created_idx'],
      ["SELECT * FROM plots WHERE category = 'houses' ORDER BY created_at DESC, id DESC LIMIT 12", 'plots_category_created_idx'],
      ['SELECT * FROM plots ORDER BY price ASC, id ASC LIMIT 12', 'plots_price_idx'],
      ['SELECT * FROM plots ORDER BY area DESC, id DESC LIMIT 12', 'plots_area_idx'],
      ["SELECT * FROM plots WHERE status = 'available' ORDER BY featured DESC, created_at DESC, id DESC LIMIT 12", 'plots_showcase_idx'],
    ];
    for (const [query, index] of cases) {
      const detail = await plan(query);
      expect(detail, query).toContain(index);
      expect(detail, query).not.toContain('TEMP B-TREE');
    }
    client.close();
  });
});
