import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { and, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyStatusCounts } from '../../../core/plot-status';
import { plotSearchQuerySchema, type PlotSearchQueryInput } from '../../../core/schemas/plot-search';
import type { PlotRecord } from '../../../ports/store';
import { buildBulkPlots } from '../../../seed/bulk-plots';
import { aBlog, aRegion, aVenture } from '../../../testing/builders';
import { aPlot, describeStoreContract, type OlderRecordCollection } from '../store.contract';
import { bulkInsertPlots } from './bulk-insert-plots';
import { findMigrationsFolder, openDatabase, type OpenedDatabase } from './open-database';
import { toNewRow } from './plot-repository';
import { countStatement, locationListStatement, pageIdsStatement, searchConditions } from './plot-search';
import { blogs, contactSubmissions, PLOT_SEARCH_INDEXES, plots, regions, subscribers } from './schema';
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
  const file = freshFile();
  const store = await createSqliteStore({ file });
  return { store, cleanup: () => store.close(), writeOlder: (collection, id, fields) => insertOlderRow(file, collection, id, fields) };
});

/**
 * A row as an older version of the app inserted it, through a connection of its own: only the
 * columns of the given fields are named, so every newer column takes its SQL default (as the rows
 * that were there when a migration added the column do).
 */
async function insertOlderRow(file: string, collection: OlderRecordCollection, id: string, fields: Record<string, unknown>): Promise<void> {
  const table = { regions, plots, blogs, leads: contactSubmissions, subscribers }[collection];
  const row = collection === 'plots' ? toNewRow(fields as PlotRecord, Date.now()) : { ...fields, createdAt: Date.now(), updatedAt: null };
  const columns: Record<string, { name: string }> = getTableColumns(table);
  const entries = Object.entries({ ...row, id }).filter(([field, value]) => value !== undefined && field in columns);
  const client = createClient({ url: `file:${file}` });
  try {
    await client.execute({
      sql: `INSERT INTO ${getTableName(table)} (${entries.map(([field]) => columns[field]!.name).join(', ')}) VALUES (${entries.map(() => '?').join(', ')})`,
      args: entries.map(([, value]) => (typeof value === 'boolean' ? Number(value) : typeof value === 'object' && value !== null ? JSON.stringify(value) : (value as string | number | null))),
    });
  } finally {
    client.close();
  }
}

/** A new database file as the migrations before `tag` (e.g. '0004') left it, open on those migrations. */
async function databaseBefore(tag: string): Promise<{ file: string; old: OpenedDatabase }> {
  const oldMigrations = join(folder, `migrations-before-${tag}-${fileCounter}`);
  await cp(findMigrationsFolder(), oldMigrations, { recursive: true });
  const journalFile = join(oldMigrations, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  await writeFile(journalFile, JSON.stringify(journal));
  const file = freshFile();
  return { file, old: await openDatabase({ file, migrationsFolder: oldMigrations }) };
}

describe('SQLite store specifics', () => {
  it('keeps data across a reopen, and applying the migrations again is harmless', async () => {
    const file = freshFile();
    const first = await createSqliteStore({ file });
    const region = await first.regions.create(aRegion({ region: 'Rayapudi' }));
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

  it('gives a plot stored before the gallery its one image as its one photo when migrating (0004)', async () => {
    // A database as the migrations before 0004 left it, with two plots in it.
    const { file, old } = await databaseBefore('0004');
    for (const [id, imageUrl, publicId] of [['withImage000001', '/images/old-960.webp', 'old'], ['noImage0000001', '', '']]) {
      await old.db.run(sql`INSERT INTO plots (id, title, location, type, category, price_per_sq_yard, area, road_width, road_facing, status, features, description,
        image_url, image_public_id, latitude, longitude, featured, price, price_unit, created_at, updated_at)
        VALUES (${id}, 'Old plot', 'Kaza', 'Residential', 'residential', 30000, 1800, 9, 'East', 'available', '[]', '', ${imageUrl}, ${publicId}, 16.5, 80.5, 0, 6000000, 'lakhs', 1, NULL)`);
    }
    old.client.close();

    const store = await createSqliteStore({ file });
    expect(await store.plots.get('withImage000001')).toMatchObject({
      images: [{ url: '/images/old-960.webp', publicId: 'old', alt: '' }],
      imageUrl: '/images/old-960.webp',
      imagePublicId: 'old',
      ventureName: '',
      layoutAuthority: 'APCRDA',
      surveyNumbers: [],
      developmentChargesPerSqYard: 0,
    });
    expect(await store.plots.get('noImage0000001')).toMatchObject({ images: [], imageUrl: '', imagePublicId: '' });
    expect(await store.plots.imagePublicIds()).toEqual(['old']);
    await store.close();
  });

  it('gives the regions, plots and posts stored before the Telugu texts blank ones when migrating (0005), keeping the rest', async () => {
    const { file, old } = await databaseBefore('0005');
    await old.db.run(sql`INSERT INTO regions (id, region, residential_price_min, residential_price_max, commercial_price_min, commercial_price_max, created_at)
      VALUES ('oldRegion00001', 'Kaza', 24000, 30000, 30000, 38000, 1)`);
    await old.db.run(sql`INSERT INTO plots (id, title, location, type, category, price_per_sq_yard, area, road_width, road_facing, status, features, description,
      image_url, image_public_id, latitude, longitude, featured, venture_name, price, price_unit, created_at, updated_at)
      VALUES ('oldPlot0000001', 'Old plot', 'Kaza', 'Residential', 'residential', 30000, 1800, 9, 'East', 'available', '["Corner"]', 'As it was.', '', '', 16.5, 80.5, 1, 'Lotus Layout', 6000000, 'lakhs', 1, NULL)`);
    await old.db.run(sql`INSERT INTO blogs (id, title, category, content, created_at) VALUES ('oldPost0000001', 'Old post', 'News', 'One line.', 1)`);
    old.client.close();

    const store = await createSqliteStore({ file });
    expect(await store.regions.get('oldRegion00001')).toMatchObject({ region: 'Kaza', regionTe: '', ResidentialPriceMax: 30_000, CommercialPriceMin: 30_000 });
    expect(await store.plots.get('oldPlot0000001')).toMatchObject({ title: 'Old plot', titleTe: '', description: 'As it was.', descriptionTe: '', features: ['Corner'], featured: true, ventureName: 'Lotus Layout' });
    expect(await store.blogs.get('oldPost0000001')).toMatchObject({ title: 'Old post', titleTe: '', content: 'One line.', contentTe: '' });
    // And the new columns take what is written from now on.
    await store.regions.update('oldRegion00001', { regionTe: 'కాజ' });
    expect((await store.regions.list()).map((region) => region.regionTe)).toEqual(['కాజ']);
    await store.close();
  });

  it('keeps every plot when ventures arrive (0008): no venture, no number, no reservation, each status as it was', async () => {
    const { file, old } = await databaseBefore('0008');
    for (const [id, status] of [['soldPlot000001', 'sold'], ['freePlot000001', 'available']]) {
      await old.db.run(sql`INSERT INTO plots (id, title, location, type, category, price_per_sq_yard, area, road_width, road_facing, status, features, description,
        image_url, image_public_id, latitude, longitude, featured, venture_name, price, price_unit, created_at, updated_at)
        VALUES (${id}, 'Old plot', 'Kaza', 'Residential', 'residential', 30000, 1800, 9, 'East', ${status}, '[]', '', '', '', 16.5, 80.5, 0, 'Lotus Layout', 6000000, 'lakhs', 1, NULL)`);
    }
    old.client.close();

    const store = await createSqliteStore({ file });
    expect(await store.plots.get('soldPlot000001')).toMatchObject({ status: 'sold', ventureName: 'Lotus Layout', ventureId: '', plotNumber: '', reservedUntil: '' });
    expect(await store.plots.get('freePlot000001')).toMatchObject({ status: 'available', ventureId: '', plotNumber: '', reservedUntil: '' });
    // And they join a venture like any plot.
    const venture = await store.ventures.create(aVenture());
    await store.plots.update('soldPlot000001', { ventureId: venture.id, plotNumber: '1' });
    expect((await store.plots.byVenture(venture.id)).map((plot) => [plot.id, plot.plotNumber, plot.status])).toEqual([['soldPlot000001', '1', 'sold']]);
    await store.close();
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
    // Every index but the partial one of plot numbers (empty here: the bulk plots have none).
    const indexes = await client.execute("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'plots' AND name <> 'plots_venture_number_idx'");
    const stats = await client.execute("SELECT idx, stat FROM sqlite_stat1 WHERE tbl = 'plots'");
    expect(stats.rows.map((row) => String(row.idx)).sort()).toEqual(indexes.rows.map((row) => String(row.name)).sort());
    expect(stats.rows.every((row) => String(row.stat).startsWith('1200 '))).toBe(true);
    client.close();
  });

  it('creates the folder of the database file', async () => {
    const file = join(folder, 'nested', 'deeper', 'site.db');
    const store = await createSqliteStore({ file });
    await store.regions.create(aRegion({ region: 'Kaza' }));
    expect(await store.regions.list()).toHaveLength(1);
    await store.close();
  });

  it('works in memory', async () => {
    const store = await createSqliteStore({ file: ':memory:' });
    await store.blogs.create(aBlog());
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

  it('counts a venture back from the bin by its plots as they are now (no event per plot is published)', async () => {
    const store = await createSqliteStore({ file: ':memory:' });
    const venture = await store.ventures.create(aVenture());
    const sold = await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '1', status: 'sold' }));
    const free = await store.plots.create(aPlot({ ventureId: venture.id, plotNumber: '2', status: 'available' }));
    await store.stats.setVentureCounts(venture.id, { ...emptyStatusCounts(), sold: 1, available: 1 });
    await store.bin.binVenture(venture.id, null);
    expect(await store.stats.ventureCounts([venture.id])).toEqual({ [venture.id]: emptyStatusCounts() });
    // While unlinked, one plot is sold: the counts follow the plots, not what was counted before.
    await store.plots.update(free.id, { status: 'sold' });
    await store.bin.restoreVenture(venture.id);
    expect(await store.stats.ventureCounts([venture.id])).toEqual({ [venture.id]: { ...emptyStatusCounts(), sold: 2 } });
    expect((await store.plots.byVenture(venture.id)).map((plot) => plot.id).sort()).toEqual([sold.id, free.id].sort());
    await store.close();
  });

  it('refuses to bulk-insert into a store it did not make', async () => {
    const store = await createSqliteStore({ file: ':memory:' });
    await expect(bulkInsertPlots({ ...store }, [aPlot()])).rejects.toThrow(/createSqliteStore/);
    await store.close();
  });

  it('answers every search shape from covering indexes: counts seek, walks never sort, gathers sort only the matches', async () => {
    const file = freshFile();
    const store = await createSqliteStore({ file });
    await bulkInsertPlots(store, buildBulkPlots(2_000, 5));
    await store.close();
    // Reopened: the open gathers the planner's statistics, as the server's does.
    const { client, db } = await openDatabase({ file });
    const plan = async (statement: SQL) => (await db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${statement}`)).map((row) => row.detail).join(' | ');
    /** Every step that reads plots reads an index that holds all it needs, never the table. */
    const coveringOnly = (detail: string) => detail.split(' | ').filter((step) => / plots\b/.test(step)).every((step) => /USING (COVERING INDEX|INTEGER PRIMARY KEY)/.test(step));
    const shapes: [PlotSearchQueryInput, sortIndex: string][] = [
      [{}, PLOT_SEARCH_INDEXES.newest],
      [{ location: 'thullur' }, PLOT_SEARCH_INDEXES.newest],
      [{ status: 'available', sort: 'price-asc' }, PLOT_SEARCH_INDEXES.price],
      [{ priceMin: '2500000', priceMax: '9000000' }, PLOT_SEARCH_INDEXES.newest],
      [{ areaMin: '1500', areaMax: '3000', sort: 'area-desc' }, PLOT_SEARCH_INDEXES.area],
      [{ roadFacing: 'North-East', status: 'available' }, PLOT_SEARCH_INDEXES.newest],
      [{ category: 'commercial', sort: 'price-desc', page: '5' }, PLOT_SEARCH_INDEXES.price],
      [{ location: 'pa', page: '20', pageSize: '24' }, PLOT_SEARCH_INDEXES.newest],
      [{ status: 'sold', roadFacing: 'East', sort: 'area-asc' }, PLOT_SEARCH_INDEXES.area],
      [{ category: 'residential', location: 'mangalagiri', priceMax: '6000000' }, PLOT_SEARCH_INDEXES.newest],
      [{ featured: 'true', sort: 'area-desc' }, PLOT_SEARCH_INDEXES.area],
      [{ roadFacing: 'West' }, PLOT_SEARCH_INDEXES.newest],
      [{ documents: 'verified' }, PLOT_SEARCH_INDEXES.newest],
      [{ documents: 'verified', status: 'available', sort: 'price-asc' }, PLOT_SEARCH_INDEXES.price],
      [{ documents: 'verified', location: 'thullur', sort: 'area-desc' }, PLOT_SEARCH_INDEXES.area],
    ];
    for (const [input, sortIndex] of shapes) {
      const query = plotSearchQuerySchema.parse(input);
      const label = JSON.stringify(input);
      const where = and(...((await searchConditions(db, query)) ?? []));

      const count = await plan(countStatement(where));
      expect(coveringOnly(count), `${label} count: ${count}`).toBe(true);
      // With a filter, the count seeks the entries that can match (skip-scanning the few-valued
      // leading columns it does not filter on) rather than reading a whole index.
      if (where) expect(count, `${label} count`).toMatch(/^SEARCH plots USING COVERING INDEX/);

      const walk = await plan(pageIdsStatement('walk', query.sort, where, 12, 0));
      expect(walk, `${label} walk`).toMatch(new RegExp(`^(SCAN|SEARCH) plots USING COVERING INDEX ${sortIndex}\\b`));
      expect(walk, `${label} walk`).not.toContain('TEMP B-TREE');

      const gather = await plan(pageIdsStatement('gather', query.sort, where, 12, 0));
      expect(coveringOnly(gather), `${label} gather: ${gather}`).toBe(true);
      expect(gather, `${label} gather`).toContain('USE TEMP B-TREE FOR ORDER BY');
    }
    // A location search lists the distinct locations one seek at a time.
    const listing = await plan(locationListStatement('%pa%'));
    expect(listing).toContain(`SEARCH plots USING COVERING INDEX ${PLOT_SEARCH_INDEXES.location} (location>?)`);
    // byVenture(): a venture's plots in number order, straight off its index.
    const byVenture = await plan(sql`SELECT id, plot_number FROM plots WHERE venture_id = 'v1' ORDER BY plot_number, id`);
    expect(byVenture).toContain('plots_venture_idx');
    expect(byVenture).not.toContain('TEMP B-TREE');
    // featured(): available only, featured first, then newest, straight off its index.
    const featured = await plan(sql`SELECT * FROM plots WHERE status = 'available' ORDER BY featured DESC, created_at DESC, id DESC LIMIT 12`);
    expect(featured).toContain('plots_showcase_idx');
    expect(featured).not.toContain('TEMP B-TREE');
    client.close();
  });
});

describe('the alert outbox across a restart', () => {
  it('loses and repeats nothing when a drainer dies holding items: the file keeps them, their leases run out', async () => {
    const file = freshFile();
    const now = new Date('2026-11-27T04:00:00.000Z');
    const lease = 60_000;
    const items = [1, 2, 3, 4, 5].map((n) => ({
      dedupeKey: `event-${n}:alert`,
      subscriberId: 'sub',
      alertId: 'alert',
      kind: 'newPlot' as const,
      payload: `{"n":${n}}`,
      dueAt: now.toISOString(),
      daily: false,
    }));

    const before = await createSqliteStore({ file });
    await before.alertOutbox.enqueue(items);
    const held = await before.alertOutbox.claim({ now, limit: 3, leaseMs: lease });
    expect(await before.alertOutbox.markSent(held[0]!, now)).toBe(true);
    // The crash: the process ends holding two leased items it never sent.
    await before.close();

    const after = await createSqliteStore({ file });
    try {
      const untouched = await after.alertOutbox.claim({ now, limit: 10, leaseMs: lease });
      expect(untouched.map((item) => item.payload).sort()).toEqual(['{"n":4}', '{"n":5}']);
      for (const item of untouched) expect(await after.alertOutbox.markSent(item, now)).toBe(true);
      const leftOver = await after.alertOutbox.claim({ now: new Date(now.getTime() + lease), limit: 10, leaseMs: lease });
      expect(leftOver.map((item) => item.id).sort()).toEqual([held[1]!.id, held[2]!.id].sort());
      for (const item of leftOver) expect(await after.alertOutbox.markSent(item, now)).toBe(true);
      expect(await after.alertOutbox.claim({ now: new Date(now.getTime() + 100 * lease), limit: 10, leaseMs: lease })).toEqual([]);
      const sent = await after.alertOutbox.list({ state: 'sent' });
      expect(sent.map((item) => item.payload).sort()).toEqual(items.map((item) => item.payload).sort());
      expect(await after.alertOutbox.enqueue(items)).toBe(0);
    } finally {
      await after.close();
    }
  });
});
