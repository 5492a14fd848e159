import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export interface FirestoreEmulator {
  /** host:port the clients talk to. */
  host: string;
  /**
   * A client on a project of its own (demo-test-<random>), so each caller starts from an empty
   * database. Pass the projectId of an earlier client for a second client on the same database.
   */
  newFirestore(projectId?: string): Firestore;
  /** Deletes every app made by newFirestore and stops the emulator if this harness started it. */
  stop(): Promise<void>;
}

/**
 * A Firestore emulator for tests. By default an in-process one (@firestore-emulator/server: fast,
 * no Java); when FIRESTORE_EMULATOR_HOST is set (someone running the official emulator) that one
 * is used instead and left running.
 *
 * The in-process emulator differs from real Firestore: offsets, cursors and projections are
 * silently ignored, transactions are not isolated, a failed commit is not rolled back, booleans do
 * not sort and nested field paths cannot be queried. The Firestore store (adapters/store/firestore)
 * relies on none of these.
 */
export async function startFirestoreEmulator(): Promise<FirestoreEmulator> {
  const external = process.env.FIRESTORE_EMULATOR_HOST?.trim();
  let server: FirestoreServer | undefined;
  let host: string;
  if (external) {
    host = external;
  } else {
    const port = await freePort();
    server = new FirestoreServer();
    await server.start(port);
    host = `127.0.0.1:${port}`;
  }

  const apps: App[] = [];
  let stopped = false;

  return {
    host,
    newFirestore(projectId) {
      if (stopped) throw new Error('The Firestore emulator harness was stopped');
      const id = randomUUID().replace(/-/g, '').slice(0, 12);
      const app = initializeApp({ projectId: projectId ?? `demo-test-${id}` }, `firestore-test-${id}`);
      apps.push(app);
      const firestore = getFirestore(app);
      firestore.settings({ host, ssl: false });
      return firestore;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await Promise.allSettled(apps.splice(0).map((app) => deleteApp(app)));
      server?.stop();
    },
  };
}

/** The port the OS hands out for port 0, released at once for the emulator to bind. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('Could not find a free port'));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}
