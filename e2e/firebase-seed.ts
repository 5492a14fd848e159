import { writeFirebaseSeed } from './harness';

/**
 * `tsx e2e/firebase-seed.ts <file>`: Firebase mode's demo data and images, seeded once for the
 * e2e run and written to <file> (harness.ts, createFirebaseSeedFile, started by the global setup).
 */
const file = process.argv[2];
if (!file) throw new Error('usage: tsx e2e/firebase-seed.ts <file>');
await writeFirebaseSeed(file);
// The Firestore clients' channels would keep the process alive a while longer.
process.exit(0);
