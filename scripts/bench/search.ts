import { bulkInsertPlots } from '../../functions/src/adapters/store/sqlite/bulk-insert-plots';
import { insertBulkPlots } from '../../functions/src/seed/bulk-plots';
import { seedSettingsIfMissing } from '../../functions/src/seed/seed-demo';
import { startBenchServer } from './bench-server';
import { line, percentile, type BenchLine } from './report';

const SEARCH_REQUESTS = 1_000;
const WARMUP_REQUESTS = 100;

/** The query shapes of the listings and the home search, from the broadest to the narrowest. */
const SEARCHES: Record<string, string>[] = [
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
];

/**
 * The plot search API over `plots` generated plots: sequential requests on a warm server, the
 * median and p95 of each query shape and of all together. `p95Budget` applies to all together.
 */
export async function benchSearch(plots: number, budget: { median?: number; p95: number }): Promise<BenchLine[]> {
  let insertMs = 0;
  const server = await startBenchServer(async (store) => {
    // The write side of the search indexes: every plot goes into each of them.
    const started = performance.now();
    await insertBulkPlots(store, plots, 42, bulkInsertPlots);
    insertMs = performance.now() - started;
    await seedSettingsIfMissing(store);
  });
  try {
    const urls = SEARCHES.map((params) => `${server.base}/api/plots?${new URLSearchParams(params).toString()}`);
    for (let i = 0; i < WARMUP_REQUESTS; i++) await (await fetch(urls[i % urls.length]!)).arrayBuffer();
    const all: number[] = [];
    const byShape = urls.map(() => [] as number[]);
    for (let i = 0; i < SEARCH_REQUESTS; i++) {
      const started = performance.now();
      const response = await fetch(urls[i % urls.length]!);
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (!response.ok) throw new Error(`search answered ${response.status}`);
      all.push(elapsed);
      byShape[i % urls.length]!.push(elapsed);
    }
    all.sort((a, b) => a - b);
    const median = percentile(all, 50);
    const p95 = percentile(all, 95);
    const ok = p95 <= budget.p95 && (budget.median === undefined || median <= budget.median);
    const budgetText = `${budget.median === undefined ? '' : `median ≤ ${budget.median}, `}p95 ≤ ${budget.p95}`;
    const lines = [
      line(
        `plot search, ${plots.toLocaleString('en-IN')} plots, ${SEARCH_REQUESTS} sequential requests over ${SEARCHES.length} query shapes: ` +
          `median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${all.at(-1)!.toFixed(2)} ms (budget ${budgetText} ms)`,
        ok,
      ),
    ];
    const slowest = SEARCHES.map((query, index) => ({ query, p95: percentile(byShape[index]!.sort((a, b) => a - b), 95) }))
      .sort((a, b) => b.p95 - a.p95)
      .slice(0, 3);
    lines.push(line(`  slowest shapes (p95): ${slowest.map(({ query, p95: shape }) => `${new URLSearchParams(query).toString() || '(none)'} ${shape.toFixed(1)} ms`).join('; ')}`));
    lines.push(line(`  setup: ${plots.toLocaleString('en-IN')} plots bulk-inserted in ${(insertMs / 1000).toFixed(1)} s, every search index kept up`));
    lines.push(line(`  server RSS after the search run: ${server.rssMegabytes().toFixed(1)} MB (budget < 250)`, server.rssMegabytes() < 250));
    return lines;
  } finally {
    await server.stop();
  }
}
