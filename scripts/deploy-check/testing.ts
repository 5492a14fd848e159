/** What the deploy check's tests share: this repository's configuration, and a way to break it. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { Check } from './checklist';
import type { Manifest, ManifestEndpoint } from './endpoints';
import { EXPECTED_FUNCTIONS } from './expected-functions';
import type { FirebaseJson } from './firebase-json';
import type { FunctionsPackageJson } from './functions-package';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const repoFirebaseJson = () => JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
export const repoRules = readFileSync(join(ROOT, 'firestore.rules'), 'utf8');
export const repoIndexes = readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8');
export const repoFunctionsPackage = () => JSON.parse(readFileSync(join(ROOT, 'functions', 'package.json'), 'utf8')) as FunctionsPackageJson;

/** The labels of the failed checks. */
export const failures = (checks: Check[]) => checks.filter((check) => check.status === 'fail').map((check) => check.label);

/** The shape of this repository's firebase.json, loose enough for the tests to break it. */
interface EditableFirebaseJson {
  hosting: {
    public: string;
    predeploy?: string[];
    rewrites: { source: string; destination?: string; function?: { functionId: string; region?: string } }[];
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  functions?: { runtime?: string; predeploy?: string[]; ignore: string[] }[];
  firestore: { rules?: string; indexes?: string };
}
export type Edit = (config: EditableFirebaseJson) => void;

/** A deep copy of the repository's firebase.json, changed by `edit`. */
export function firebaseJsonWith(edit: Edit): FirebaseJson {
  const config = JSON.parse(JSON.stringify(repoFirebaseJson())) as EditableFirebaseJson;
  edit(config);
  return config as FirebaseJson;
}

/** functions/src/index.ts bundled as functions/build.mjs bundles it (npm packages left as imports), in memory. */
export async function bundleCloudEntry(): Promise<string> {
  const bundle = await build({
    entryPoints: [join(ROOT, 'functions', 'src', 'index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    outdir: join(ROOT, 'functions', 'dist'),
    logLevel: 'silent',
  });
  return bundle.outputFiles.find((file) => file.path.endsWith('index.js'))!.text;
}

/** A manifest with every expected function as index.ts declares it: in asia-south1, capped, with the Cloudinary secret. */
export function goodManifest(): Manifest {
  const endpoints: Record<string, ManifestEndpoint> = {};
  for (const [name, expected] of Object.entries(EXPECTED_FUNCTIONS)) {
    endpoints[name] = {
      platform: 'gcfv2',
      region: ['asia-south1'],
      maxInstances: expected.kind === 'schedule' ? 1 : 3,
      secretEnvironmentVariables: [{ key: 'CLOUDINARY_URL' }],
      ...(expected.kind === 'https' ? { httpsTrigger: { invoker: ['public'] } } : {}),
      ...(expected.kind === 'event' ? { eventTrigger: { eventType: expected.eventType!, eventFilterPathPatterns: { document: expected.document! }, retry: true } } : {}),
      ...(expected.kind === 'schedule' ? { scheduleTrigger: { schedule: '30 2 * * *', timeZone: 'Asia/Kolkata' } } : {}),
    };
  }
  return { endpoints, params: [{ name: 'CLOUDINARY_URL', type: 'secret' }, { name: 'WEB_API_KEY', type: 'string' }] };
}
