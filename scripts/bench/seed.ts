import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalDiskImages } from '../../functions/src/adapters/images/local-disk';
import { bulkInsertPlots } from '../../functions/src/adapters/store/sqlite/bulk-insert-plots';
import { createSqliteStore } from '../../functions/src/adapters/store/sqlite/sqlite-store';
import { seedDemoIfEmpty } from '../../functions/src/seed/seed-demo';
import { line, median, type BenchLine } from './report';

const RUNS = 3;

/** The demo seed `npm start` runs on an empty database (pictures and plans included, the ventures' plots in batches as there): the median of 3 fresh runs. */
export async function benchSeed(budgetMs: number): Promise<BenchLine[]> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const root = await mkdtemp(join(tmpdir(), 'bench-seed-'));
    const store = await createSqliteStore({ file: join(root, 'site.db') });
    const images = createLocalDiskImages({ dir: join(root, 'images'), publicBaseUrl: '/images' });
    try {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      await seedDemoIfEmpty({ store, images, log: () => undefined, insertPlots: bulkInsertPlots });
      const used = process.cpuUsage(cpuBefore);
      wall.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    } finally {
      await store.close();
      await rm(root, { recursive: true, force: true });
    }
  }
  return [
    line(`demo seed, median of ${RUNS}: ${Math.round(median(wall))} ms wall (budget ${budgetMs} ms)`, median(wall) <= budgetMs),
    line(`demo seed CPU, median of ${RUNS}: ${Math.round(median(cpu))} ms (sharp's threads included)`),
  ];
}
