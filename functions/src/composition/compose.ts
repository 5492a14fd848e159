import type { Env } from '../config/env';
import type { Logger } from '../ports/logger';
import { bulkInsertPlots } from '../adapters/store/sqlite/bulk-insert-plots';
import type { InsertPlots } from '../seed/bulk-plots';
import type { Backups } from '../features/backups/backups.service';
import { createFirebaseDeps, type FirebaseDeps } from './firebase';
import { createLocalDeps } from './local';

export interface Deps extends FirebaseDeps {
  /** Where the data lives, for a start-up line (no secrets). */
  where: string;
  /** Standalone only: the folder of uploaded images, served at /images. Cloudinary serves them otherwise. */
  imagesDir: string | undefined;
  /** Standalone only: how the demo seed puts a venture's plots in at once (SQLite's batch insert); the port's one by one otherwise. */
  insertPlots: InsertPlots | undefined;
  /** Standalone only: the backups of DATA_DIR. On Firebase, Firestore's managed backups (docs/product.md). */
  backups: Backups | undefined;
}

/**
 * The adapters BACKEND asks for: local (SQLite, local auth, images on disk) or firebase
 * (Firestore, Firebase Auth, Cloudinary). Used by server.ts and the scripts; Cloud Functions use
 * composition/firebase.ts directly (triggers do the background work there).
 */
export async function createDeps(env: Env, options: { log: Logger }): Promise<Deps> {
  if (env.backend === 'firebase' && env.firebase) {
    const deps = await createFirebaseDeps(env, { events: 'in-process', log: options.log });
    const { firestoreEmulatorHost, authEmulatorHost } = env.firebase;
    const emulators = [
      firestoreEmulatorHost && `Firestore emulator ${firestoreEmulatorHost}`,
      authEmulatorHost && `Auth emulator ${authEmulatorHost}`,
    ].filter(Boolean);
    const where = `Firebase project ${env.firebase.projectId}${emulators.length > 0 ? ` (${emulators.join(', ')})` : ''}`;
    return { ...deps, where, imagesDir: undefined, insertPlots: undefined, backups: undefined };
  }
  const deps = await createLocalDeps(env, { log: options.log });
  return { ...deps, where: `database ${deps.paths.dbFile}, images in ${deps.paths.imagesDir}`, imagesDir: deps.paths.imagesDir, insertPlots: bulkInsertPlots };
}
