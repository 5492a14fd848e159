import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLOT_CATEGORIES, PLOT_SORTS, ROAD_FACINGS } from '../../../core/constants';
import { plotSearchQuerySchema, type PlotSearchQuery, type PlotSearchQueryInput } from '../../../core/schemas/plot-search';
import type { PlotRecord } from '../../../ports/store';
import { buildBulkPlots } from '../../../seed/bulk-plots';
import { pick, seededRandom } from '../../../seed/random';
import { aPlot } from '../store.contract';
import { openDatabase, type OpenedDatabase, type SqliteDb } from './open-database';
import { choosePagePlan, MAX_LISTED_LOCATIONS, searchConditions, searchPlotRows, type PagePlan } from './plot-search';
import { toNewRow } from './plot-repository';
import { plots } from './schema';

type PlotRow = typeof plots.$inferSelect;

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'plot-search-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

let fileCounter = 0;
async function databaseWith(records: readonly PlotRecord[]): Promise<OpenedDatabase> {
  fileCounter += 1;
  const opened = await openDatabase({ file: join(folder, `search-${fileCounter}.db`) });
  // Distinct creation times in array order, as the store would give them.
  const rows = records.map((record, index) => toNewRow(record, 1_700_000_000_000 + index));
  for (let offset = 0; offset < rows.length; offset += 200) await opened.db.insert(plots).values(rows.slice(offset, offset + 200));
  return opened;
}

/**
 * What a search must answer, worked out in plain TypeScript from every row: SQLite's LIKE folds
 * ASCII letters only, and ids (base64url) compare the same in JavaScript as in SQLite.
 */
function expectedPage(rows: readonly PlotRow[], query: PlotSearchQuery): { ids: string[]; total: number } {
  const foldAscii = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  const bound = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value);
  const needle = query.location === undefined ? undefined : foldAscii(query.location);
  const matching = rows.filter(
    (row) =>
      (needle === undefined || foldAscii(row.location).includes(needle)) &&
      (!bound(query.priceMin) || row.price >= query.priceMin) &&
      (!bound(query.priceMax) || row.price <= query.priceMax) &&
      (!bound(query.areaMin) || row.area >= query.areaMin) &&
      (!bound(query.areaMax) || row.area <= query.areaMax) &&
      (query.status === undefined || row.status === query.status) &&
      (query.roadFacing === undefined || row.roadFacing === query.roadFacing) &&
      (query.category === undefined || row.category === query.category) &&
      (query.featured === undefined || row.featured === query.featured) &&
      (query.documents === undefined || row.documentsVerified),
  );
  const [key, direction] = {
    newest: ['createdAt', -1],
    'price-asc': ['price', 1],
    'price-desc': ['price', -1],
    'area-asc': ['area', 1],
    'area-desc': ['area', -1],
  }[query.sort] as ['createdAt' | 'price' | 'area', 1 | -1];
  const sorted = [...matching].sort((a, b) => direction * (a[key] - b[key] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
  const offset = (query.page - 1) * query.pageSize;
  return { ids: sorted.slice(offset, offset + query.pageSize).map((row) => row.id), total: matching.length };
}

async function expectBothPlansRight(db: SqliteDb, rows: readonly PlotRow[], input: PlotSearchQueryInput): Promise<void> {
  const query = plotSearchQuerySchema.parse(input);
  const expected = expectedPage(rows, query);
  for (const plan of ['walk', 'gather', undefined] as (PagePlan | undefined)[]) {
    const found = await searchPlotRows(db, query, plan);
    expect({ ids: found.rows.map((row) => row.id), total: found.total }, `${JSON.stringify(input)} (${plan ?? 'chosen'})`).toEqual(expected);
  }
}

/** Locations that test LIKE's corners: case, % and _ typed literally, a backslash, non-ASCII letters. */
const ODD_LOCATIONS = ['Kaza 100% Road', 'Block_A Namburu', 'naMBuru East', 'Plot 12\\3', 'Étapaka', 'étapaka', 'Rayapudi Junction'];

/** A random search: each filter present about a third of the time, any sort, a page among the first few. */
function randomSearch(random: () => number): PlotSearchQueryInput {
  const maybe = <T,>(make: () => T): T | undefined => (random() < 0.33 ? make() : undefined);
  const price = () => String(Math.round(random() * 40) * 500_000);
  const area = () => String(Math.round(random() * 60) * 150);
  const input: PlotSearchQueryInput = {
    location: maybe(() => pick(random, ['thullur', 'pa', 'PALEM', 'u', '%', '_a', '100%', '12\\3', 'étapaka', 'Ét', 'namburu', 'zzz'])),
    priceMin: maybe(price),
    priceMax: maybe(price),
    areaMin: maybe(area),
    areaMax: maybe(area),
    status: maybe(() => pick(random, ['available', 'sold', 'all'] as const)),
    roadFacing: maybe(() => pick(random, [...ROAD_FACINGS, 'any'] as const)),
    category: maybe(() => pick(random, PLOT_CATEGORIES)),
    featured: maybe(() => pick(random, ['true', 'false'] as const)),
    documents: maybe(() => pick(random, ['verified', 'any'] as const)),
    sort: pick(random, PLOT_SORTS),
    page: String(1 + Math.floor(random() * random() * 8)),
    pageSize: pick(random, ['1', '5', '12', '24', '48']),
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as PlotSearchQueryInput;
}

describe('plot search on SQLite: both page plans', () => {
  let opened: OpenedDatabase;
  let rows: PlotRow[];
  beforeAll(async () => {
    const odd = ODD_LOCATIONS.flatMap((location, n) =>
      Array.from({ length: 5 }, (_, k) => aPlot({ location, price: 1_000_000 * (n + 1) + k, status: k % 2 ? 'sold' : 'available', featured: k === 0 })),
    );
    // Ties on purpose: many plots share a price and an area, so only the id orders them.
    const twins = Array.from({ length: 30 }, () => aPlot({ location: 'Twin Town', price: 4_000_000, area: 1800 }));
    opened = await databaseWith([...buildBulkPlots(1_500, 11), ...odd, ...twins]);
    rows = await opened.db.select().from(plots);
  });
  afterAll(() => opened.client.close());

  it('answers the pages of the benchmark shapes, whichever plan runs', async () => {
    const shapes: PlotSearchQueryInput[] = [
      {},
      { location: 'thullur' },
      { status: 'available', sort: 'price-asc' },
      { priceMin: '2500000', priceMax: '9000000' },
      { areaMin: '1500', areaMax: '3000', sort: 'area-desc' },
      { roadFacing: 'North-East', status: 'available' },
      { category: 'commercial', sort: 'price-desc', page: '5' },
      { location: 'pa', page: '20', pageSize: '24' },
      { status: 'sold', roadFacing: 'East', sort: 'area-asc' },
      { category: 'residential', location: 'mangalagiri', priceMax: '6000000' },
      { location: 'twin town', sort: 'price-asc', page: '3', pageSize: '7' },
      { documents: 'verified', sort: 'price-desc' },
      { documents: 'verified', location: 'pa', status: 'available' },
    ];
    for (const shape of shapes) await expectBothPlansRight(opened.db, rows, shape);
  });

  it('answers 300 random searches as a plain filter, sort and slice of every row would', async () => {
    const random = seededRandom(2024);
    for (let n = 0; n < 300; n += 1) await expectBothPlansRight(opened.db, rows, randomSearch(random));
  });

  it('matches % and _ literally, folds ASCII case only, and finds a backslash', async () => {
    for (const location of ['100%', '%', '_a', 'k_A', '12\\3', 'ÉTAPAKA', 'étapaka', 'Étapaka', 'rayapudi junction', 'YAPU']) {
      await expectBothPlansRight(opened.db, rows, { location, pageSize: '48' });
    }
    const query = plotSearchQuerySchema.parse({ location: 'étapaka' });
    expect((await searchPlotRows(opened.db, query)).total).toBe(5);
  });

  it('answers a location no plot has without reading a page', async () => {
    const found = await searchPlotRows(opened.db, plotSearchQuerySchema.parse({ location: 'Vijayawada' }));
    expect(found).toMatchObject({ rows: [], total: 0, plan: 'none' });
  });

  it('answers a page past the end with the true total and reads no page', async () => {
    const found = await searchPlotRows(opened.db, plotSearchQuerySchema.parse({ status: 'sold', page: '1000' }));
    expect(found.rows).toEqual([]);
    expect(found.total).toBe(rows.filter((row) => row.status === 'sold').length);
    expect(found.plan).toBe('none');
  });

  it('walks when many plots match and gathers when few do', async () => {
    expect((await searchPlotRows(opened.db, plotSearchQuerySchema.parse({ status: 'available', sort: 'price-asc' }))).plan).toBe('walk');
    expect((await searchPlotRows(opened.db, plotSearchQuerySchema.parse({ location: 'étapaka', sort: 'area-desc' }))).plan).toBe('gather');
  });
});

describe('plot search on SQLite: location lists', () => {
  const dialect = new SQLiteSyncDialect();
  async function locationSql(db: SqliteDb, location: string): Promise<string> {
    const conditions = await searchConditions(db, plotSearchQuerySchema.parse({ location }));
    return conditions === null ? 'nothing' : dialect.sqlToQuery(conditions[0]!).sql;
  }

  it(`lists up to ${MAX_LISTED_LOCATIONS} distinct locations, and past that falls back to LIKE with the same answers`, async () => {
    const streets = (count: number) => Array.from({ length: count }, (_, n) => aPlot({ location: `Street ${n}`, price: 1_000_000 + n }));
    const atCap = await databaseWith([...streets(MAX_LISTED_LOCATIONS - 1), aPlot({ location: 'Thullur' }), aPlot({ location: 'Thullur' })]);
    expect(await locationSql(atCap.db, 'street 1')).toMatch(/"location" in \(/);
    expect(await locationSql(atCap.db, 'nowhere')).toBe('nothing');
    const atCapRows = await atCap.db.select().from(plots);
    await expectBothPlansRight(atCap.db, atCapRows, { location: 'street 1', sort: 'price-desc', pageSize: '48' });
    atCap.client.close();

    const pastCap = await databaseWith([...streets(MAX_LISTED_LOCATIONS), aPlot({ location: 'Thullur' })]);
    expect(await locationSql(pastCap.db, 'street 1')).toMatch(/"location" like \? escape/i);
    const pastCapRows = await pastCap.db.select().from(plots);
    for (const location of ['street 1', 'THULLUR', 'nowhere', '%']) {
      await expectBothPlansRight(pastCap.db, pastCapRows, { location, sort: 'price-asc', pageSize: '48' });
    }
    pastCap.client.close();
  });

  it('finds nothing in an empty table', async () => {
    const empty = await databaseWith([]);
    expect(await locationSql(empty.db, 'thullur')).toBe('nothing');
    expect(await searchPlotRows(empty.db, plotSearchQuerySchema.parse({}))).toMatchObject({ rows: [], total: 0, plan: 'none' });
    empty.client.close();
  });
});

describe('choosePagePlan', () => {
  it('walks when the page end comes soon in the sort order', () => {
    expect(choosePagePlan({ total: 80_000, tableRows: 100_000, wanted: 12 })).toBe('walk');
    expect(choosePagePlan({ total: 2_455, tableRows: 100_000, wanted: 12 })).toBe('walk');
    expect(choosePagePlan({ total: 100_000, tableRows: 100_000, wanted: 100_000 })).toBe('walk');
  });

  it('gathers when the matches are too few to be met soon', () => {
    expect(choosePagePlan({ total: 9, tableRows: 100_000, wanted: 12 })).toBe('gather');
    expect(choosePagePlan({ total: 300, tableRows: 100_000, wanted: 12 })).toBe('gather');
    // A deep page of a middling filter: walking would step over most of the table.
    expect(choosePagePlan({ total: 2_000, tableRows: 100_000, wanted: 1_000 })).toBe('gather');
  });

  it('never divides by zero', () => {
    expect(choosePagePlan({ total: 0, tableRows: 0, wanted: 12 })).toBe('gather');
    expect(choosePagePlan({ total: 0, tableRows: 100, wanted: 12 })).toBe('gather');
  });
});
