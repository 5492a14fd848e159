import { createConsoleLogger } from '../adapters/logger/console-logger';
import { createDeps } from '../composition/compose';
import { loadEnv } from '../config/env';
import { reconcileCounters } from '../jobs/reconcile-counters';
import { seedDemoIfEmpty } from '../seed/seed-demo';
import { exitWith } from './exit-with';

/** `npm run seed`: puts the demo data into DATA_DIR's database when it is empty; otherwise changes nothing. */
async function main(): Promise<number> {
  const env = loadEnv();
  const log = createConsoleLogger();
  const deps = await createDeps(env, { log });
  try {
    const { seeded } = await seedDemoIfEmpty({ store: deps.store, images: deps.images, log, insertPlots: deps.insertPlots });
    // The seed writes around the event bus: the dashboard counters follow the real counts.
    if (seeded) await reconcileCounters(deps);
    const [regions, ventures, plots, blogs] = await Promise.all([
      deps.store.regions.list().then((list) => list.length),
      deps.store.ventures.list().then((list) => list.length),
      deps.store.plots.count(),
      deps.store.blogs.count(),
    ]);
    console.log(`${deps.where}: ${regions} regions, ${ventures} ventures, ${plots} plots, ${blogs} blog posts.`);
    return 0;
  } finally {
    await deps.close();
  }
}

exitWith(main);
