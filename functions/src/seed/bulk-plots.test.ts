import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkInsertPlots } from '../adapters/store/sqlite/bulk-insert-plots';
import { createSqliteStore } from '../adapters/store/sqlite/sqlite-store';
import { PLOT_CATEGORIES, ROAD_FACINGS } from '../core/constants';
import { plotInputSchema } from '../core/schemas/plot';
import { plotSearchQuerySchema, type PlotSearchQueryInput } from '../core/schemas/plot-search';
import { priceUnitFor, totalPriceRupees } from '../core/price';
import type { Store } from '../ports/store';
import { buildBulkPlots, insertBulkPlots } from './bulk-plots';

describe('buildBulkPlots', () => {
  it('is deterministic per seed and varied', () => {
    const plots = buildBulkPlots(2000, 7);
    expect(buildBulkPlots(2000, 7)).toEqual(plots);
    expect(buildBulkPlots(2000, 8)).not.toEqual(plots);
    expect(new Set(plots.map((p) => p.category))).toEqual(new Set(PLOT_CATEGORIES));
    expect(new Set(plots.map((p) => p.roadFacing))).toEqual(new Set(ROAD_FACINGS));
    expect(new Set(plots.map((p) => p.status))).toEqual(new Set(['available', 'sold']));
    expect(new Set(plots.map((p) => p.location)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(plots.map((p) => p.priceUnit))).toEqual(new Set(['lakhs', 'crores']));
    expect(plots.some((p) => p.featured)).toBe(true);
    for (const plot of plots.slice(0, 200)) {
      expect(plotInputSchema.safeParse(plot).success).toBe(true);
      expect(plot.price).toBe(totalPriceRupees(plot.area, plot.pricePerSqYard));
      expect(plot.priceUnit).toBe(priceUnitFor(plot.price));
    }
  });
});

describe('10,000 plots in SQLite', () => {
  let root: string;
  let store: Store;
  let insertMs: number;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'bulk-plots-'));
    store = await createSqliteStore({ file: join(root, 'bench.db') });
    const started = performance.now();
    await insertBulkPlots(store, 10_000, 42, bulkInsertPlots);
    insertMs = performance.now() - started;
  });
  afterAll(async () => {
    await store.close();
    await rm(root, { recursive: true, force: true });
  });

  it('inserts all of them', async () => {
    expect(await store.plots.count()).toBe(10_000);
  });

  it('answers every typical search shape consistently (timings printed, not asserted)', async () => {
    const queries = ([
      {},
      { status: 'available' },
      { sort: 'price-asc' },
      { sort: 'area-desc', status: 'available' },
      { location: 'rayapudi' },
      { category: 'residential', sort: 'price-desc' },
      { priceMin: 5_000_000, priceMax: 9_000_000, sort: 'price-asc' },
      { areaMin: 1800, areaMax: 2700, roadFacing: 'East', status: 'available' },
      { featured: 'true' },
      { location: 'pal', category: 'open-plots', status: 'sold', page: 3 },
      { page: 400, pageSize: 24 },
    ] satisfies PlotSearchQueryInput[]).map((query): PlotSearchQueryInput => ({ pageSize: 12, ...query }));
    // Each query's median over several runs, so one GC pause or a busy neighbour does not decide;
    // the end-to-end budget over HTTP is the benchmark's job (npm run bench).
    const perQuery: number[] = [];
    for (const query of queries) {
      const parsed = plotSearchQuerySchema.parse(query);
      const runs: number[] = [];
      for (let round = 0; round < 7; round += 1) {
        const started = performance.now();
        const page = await store.plots.search(parsed);
        runs.push(performance.now() - started);
        expect(page.total).toBeGreaterThanOrEqual(page.items.length);
      }
      perQuery.push(middle(runs));
    }
    const median = middle(perQuery);
    const slowest = Math.max(...perQuery);
    console.info(`10k plots: insert ${Math.round(insertMs)} ms; search median ${median.toFixed(2)} ms, slowest query ${slowest.toFixed(2)} ms`);
    // Budgets are printed by `npm run bench`, not asserted here: a wall-clock assertion fails on a
    // busy machine without a real regression. Index use is asserted structurally in sqlite-store.test.ts.
    expect(await store.plots.featured(12)).toHaveLength(12);
  });
});

function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
