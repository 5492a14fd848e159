import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findMigrationsFolder } from '../adapters/store/sqlite/open-database';
import { localDataPaths } from '../composition/local';
import { loadEnv } from '../config/env';
import { runBackup } from '../features/backups/backup-runner';
import { exitWith } from './exit-with';

/**
 * `npm run backup`: one backup of DATA_DIR into BACKUP_DIR now (docs/decisions/019), whether the
 * server runs or not (the copy is SQLite's `VACUUM INTO` on a connection of its own), then the
 * rotation. Prints the archive, its state and its problems; exits 1 on a bad backup.
 */
async function main(): Promise<number> {
  const env = loadEnv();
  if (env.backend === 'firebase') {
    console.error('BACKEND=firebase: Firestore keeps the backups there (managed backups, point-in-time recovery; docs/product.md). Nothing to do here.');
    return 1;
  }
  const { dbFile, imagesDir } = localDataPaths(env);
  if (!existsSync(dbFile)) {
    console.error(`No database at ${dbFile}: nothing to back up. Is DATA_DIR right?`);
    return 1;
  }
  console.log(`Backing up ${env.dataDir} into ${env.backup.dir} …`);
  const run = await runBackup({ dbFile, imagesDir, backupDir: env.backup.dir, appVersion: env.appVersion, migrationsFolder: findMigrationsFolder(), s3: env.backup.s3 });
  console.log(`Archive: ${run.archive ? join(env.backup.dir, run.archive) : 'none written'}`);
  console.log(`State: ${run.manifest.state}`);
  for (const problem of run.manifest.problems) console.log(`Problem: ${problem}`);
  if (run.offsite) console.log(`Copy off the machine: ${run.offsite.state === 'copied' ? `copied to ${run.offsite.location}` : `failed (${run.offsite.problem ?? 'unknown'}); the local backup is kept`}`);
  for (const archive of run.pruned) console.log(`Removed by the rotation: ${archive}`);
  return run.manifest.state === 'good' ? 0 : 1;
}

exitWith(main);
