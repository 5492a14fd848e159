import { createConsoleLogger } from '../adapters/logger/console-logger';
import { createDeps } from '../composition/compose';
import { loadEnv } from '../config/env';
import { runMaintenance } from '../jobs/run-maintenance';
import { exitWith } from './exit-with';
import { reconcileExitCode, reconcileReport } from './reconcile-report';

/**
 * `npm run jobs:reconcile`: recomputes the dashboard counters from real counts and deletes images
 * no plot shows (older than a day), in DATA_DIR's database. Safe at any time, also while the
 * server runs (SQLite in WAL mode takes the second connection). Prints what it did.
 */
async function main(): Promise<number> {
  const env = loadEnv();
  const deps = await createDeps(env, { log: createConsoleLogger({ quiet: true }) });
  try {
    console.log(`Data: ${deps.where}`);
    const result = await runMaintenance(deps);
    for (const line of reconcileReport(result)) console.log(line);
    return reconcileExitCode(result);
  } finally {
    await deps.close();
  }
}

exitWith(main);
