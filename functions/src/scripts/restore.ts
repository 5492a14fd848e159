import { findMigrationsFolder } from '../adapters/store/sqlite/open-database';
import { loadEnv } from '../config/env';
import { describeRestore, restoreBackup } from '../features/backups/restore';
import { exitWith } from './exit-with';

const USAGE = 'Usage: npm run restore -- <backup archive>   (with the server stopped; restores into DATA_DIR and keeps the old data beside it)';

/**
 * `npm run restore -- <archive>`: puts a backup back into DATA_DIR (features/backups/restore.ts).
 * Exit codes: 0 restored, 1 refused (the message says why; nothing was changed), 2 wrong usage.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args[0] === '--help' || args[0] === '-h') {
    console.log(USAGE);
    return 0;
  }
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const env = loadEnv();
  if (env.backend !== 'local') {
    console.error('Not restored: BACKEND=firebase keeps its data in Firestore, which restores from its own backups (README, Restore).');
    return 2;
  }
  const outcome = await restoreBackup({ archive: args[0]!, dataDir: env.dataDir, migrationsFolder: findMigrationsFolder() });
  if (!outcome.ok) {
    console.error(outcome.message);
    return 1;
  }
  console.log(describeRestore(outcome.summary));
  return 0;
}

exitWith(main);
