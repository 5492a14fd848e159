import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { GeoPoint, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';

/** A field value as the in-process emulator holds it (its toJSON): `{ type: 'string_value', value: 'x' }`, arrays and maps of them. */
interface EmulatorValue {
  type: string;
  value: unknown;
}

/** A stored document as plain data: its path below the database (`plots/abc`) and its fields. */
export interface DocumentCopy {
  path: string;
  fields: Record<string, EmulatorValue>;
}

export interface FirestoreEmulator {
  /** host:port the clients talk to. */
  host: string;
  /**
   * A client on a project of its own (demo-test-<random>), so each caller starts from an empty
   * database. Pass the projectId of an earlier client for a second client on the same database.
   */
  newFirestore(projectId?: string): Firestore;
  /**
   * Every document of `projectId`, read from the in-process emulator's memory (no request per
   * document). The e2e run seeds one database and gives each file's server a copy (importDocuments).
   */
  exportDocuments(projectId: string): DocumentCopy[];
  /** Writes `documents` into `projectId` through the client, in batches of 500 (one commit each). */
  importDocuments(projectId: string, documents: readonly DocumentCopy[]): Promise<void>;
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

  const newFirestore = (projectId?: string): Firestore => {
    if (stopped) throw new Error('The Firestore emulator harness was stopped');
    const id = randomUUID().replace(/-/g, '').slice(0, 12);
    const app = initializeApp({ projectId: projectId ?? `demo-test-${id}` }, `firestore-test-${id}`);
    apps.push(app);
    const firestore = getFirestore(app);
    firestore.settings({ host, ssl: false });
    return firestore;
  };

  return {
    host,
    newFirestore,
    exportDocuments(projectId) {
      if (!server) throw new Error('exportDocuments reads the in-process emulator; FIRESTORE_EMULATOR_HOST names another one');
      const state = server.state;
      const root = `projects/${projectId}/databases/(default)/documents/`;
      const documents: DocumentCopy[] = [];
      const walk = (node: unknown) => {
        if (typeof node !== 'object' || node === null) return;
        const { path, fields } = node as { path?: unknown; fields?: unknown };
        if (typeof path === 'string' && path.startsWith(root) && typeof fields === 'object' && fields !== null && state.getDocument(path).metadata.hasExist) {
          documents.push({ path: path.slice(root.length), fields: fields as Record<string, EmulatorValue> });
        }
        for (const child of Object.values(node)) walk(child);
      };
      walk(state.getProject(projectId).toJSON());
      return documents;
    },
    async importDocuments(projectId, documents) {
      const firestore = newFirestore(projectId);
      for (let start = 0; start < documents.length; start += 500) {
        const batch = firestore.batch();
        for (const document of documents.slice(start, start + 500)) {
          batch.set(firestore.doc(document.path), Object.fromEntries(Object.entries(document.fields).map(([key, value]) => [key, toClientValue(value)])));
        }
        await batch.commit();
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await Promise.allSettled(apps.splice(0).map((app) => deleteApp(app)));
      server?.stop();
    },
  };
}

/** An emulator value as the client writes it back. */
function toClientValue({ type, value }: EmulatorValue): unknown {
  switch (type) {
    case 'null_value':
      return null;
    case 'string_value':
    case 'boolean_value':
    case 'integer_value':
    case 'double_value':
      return value;
    case 'timestamp_value': {
      const { seconds, nanos } = value as { seconds: number; nanos: number };
      return new Timestamp(seconds, nanos);
    }
    case 'geo_point_value': {
      const { latitude, longitude } = value as { latitude: number; longitude: number };
      return new GeoPoint(latitude, longitude);
    }
    case 'array_value':
      return (value as EmulatorValue[]).map(toClientValue);
    case 'map_value':
      return Object.fromEntries(Object.entries(value as Record<string, EmulatorValue>).map(([key, field]) => [key, toClientValue(field)]));
    default:
      // Bytes and references: the store writes neither.
      throw new Error(`importDocuments: a ${type} field is not copied`);
  }
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
