import { randomBytes } from 'node:crypto';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { createFirestoreStore } from '../adapters/store/firestore/firestore-store';
import type { Store } from '../ports/store';
import { startAuthEmulator, type AuthEmulator } from './auth-emulator';
import { startCloudinaryServer, type CloudinaryServer, type StoredUpload } from './cloudinary-server';
import { startFirestoreEmulator, type DocumentCopy, type FirestoreEmulator } from './firestore-emulator';
import { createLocalTls } from './local-tls';

/** An Auth emulator someone else started and keeps running (the e2e global setup starts one per run). */
export interface SharedAuthEmulator {
  host: string;
  projectId: string;
}

/**
 * What a backend holds after a server's first start on it (the demo data and its images), as
 * plain data another backend starts from: the e2e run seeds once and gives each file a copy.
 */
export interface FirebaseSeed {
  documents: DocumentCopy[];
  uploads: [string, StoredUpload][];
  /** The delivery origin of the Cloudinary server the images were stored on: the stored image URLs name it. */
  deliveryOrigin: string;
}

export interface FirebaseBackend {
  /**
   * The environment that puts server.ts (or a script) in Firebase mode on these peers, with
   * NODE_EXTRA_CA_CERTS naming the authority of the Cloudinary server's certificate: only a process
   * started with it reaches that server (Node reads the variable at start).
   */
  env: Record<string, string>;
  projectId: string;
  /** A second client on the same Firestore database: tests read back what the server wrote. */
  openStore(): Promise<Store>;
  /** A stored document as Firestore gives it (Timestamps and all), as a trigger would get it. */
  getDocument(path: string): Promise<DocumentSnapshot>;
  /** The Cloudinary-speaking server: what was uploaded and what is still there. */
  cloudinary: CloudinaryServer;
  /** The Firestore documents and stored images so far, for startFirebaseBackend's `seed`. */
  exportSeed(): FirebaseSeed;
  stop(): Promise<void>;
}

/**
 * Everything Firebase mode talks to, on this machine and offline: the in-process Firestore
 * emulator (@firestore-emulator/server, or FIRESTORE_EMULATOR_HOST's official one), the Auth
 * emulator of firebase-tools (started here unless a running one is given; its accounts are
 * wiped first) and a server speaking Cloudinary's upload, destroy, list and delivery API (over
 * https with a certificate made for this start, as the Cloudinary SDK speaks only https there).
 * Used by the end-to-end run in Firebase mode and by `npm run start:firebase-local`.
 */
export async function startFirebaseBackend(options: { auth?: SharedAuthEmulator; seed?: FirebaseSeed } = {}): Promise<FirebaseBackend> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stops.splice(0).reverse()) await stopOne().catch(() => {});
  };
  try {
    let auth: SharedAuthEmulator;
    if (options.auth) {
      auth = options.auth;
      const wiped = await fetch(`http://${auth.host}/emulator/v1/projects/${auth.projectId}/accounts`, { method: 'DELETE' });
      if (!wiped.ok) throw new Error(`Could not clear the Auth emulator at ${auth.host}: HTTP ${wiped.status}`);
    } else {
      const started: AuthEmulator = await startAuthEmulator();
      stops.push(() => started.stop());
      auth = { host: started.host, projectId: started.projectId };
    }
    const firestore: FirestoreEmulator = await startFirestoreEmulator();
    stops.push(() => firestore.stop());
    const tls = await createLocalTls();
    stops.push(() => tls.remove());
    const credentials = { cloudName: 'amaravati-local', apiKey: '424242424242424', apiSecret: randomBytes(18).toString('base64url') };
    const cloudinary = await startCloudinaryServer({ ...credentials, tls, ...(options.seed ? { uploads: options.seed.uploads } : {}) });
    stops.push(() => cloudinary.stop());
    // The seed's image URLs name its Cloudinary server's delivery origin: here, this one's.
    if (options.seed) await firestore.importDocuments(auth.projectId, renameOrigin(options.seed.documents, options.seed.deliveryOrigin, cloudinary.deliveryOrigin));
    const openStores: Store[] = [];
    let raw: Firestore | undefined;
    stops.push(async () => {
      await Promise.allSettled(openStores.splice(0).map((store) => store.close()));
    });

    return {
      projectId: auth.projectId,
      env: {
        BACKEND: 'firebase',
        FIREBASE_PROJECT_ID: auth.projectId,
        FIRESTORE_EMULATOR_HOST: firestore.host,
        FIREBASE_AUTH_EMULATOR_HOST: auth.host,
        CLOUDINARY_URL: `cloudinary://${credentials.apiKey}:${credentials.apiSecret}@${credentials.cloudName}`,
        CLOUDINARY_API_ORIGIN: cloudinary.apiOrigin,
        CLOUDINARY_DELIVERY_ORIGIN: cloudinary.deliveryOrigin,
        NODE_EXTRA_CA_CERTS: tls.caFile,
      },
      getDocument(path) {
        raw ??= firestore.newFirestore(auth.projectId);
        return raw.doc(path).get();
      },
      async openStore() {
        const store = await createFirestoreStore({ firestore: firestore.newFirestore(auth.projectId) });
        openStores.push(store);
        return store;
      },
      cloudinary,
      exportSeed: () => ({ documents: firestore.exportDocuments(auth.projectId), uploads: [...cloudinary.uploads], deliveryOrigin: cloudinary.deliveryOrigin }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** `documents` with every occurrence of the origin `from` in their strings made `to`. */
function renameOrigin(documents: readonly DocumentCopy[], from: string, to: string): DocumentCopy[] {
  return JSON.parse(JSON.stringify(documents).split(from).join(to)) as DocumentCopy[];
}
