import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Response, type Route } from 'playwright-core';
import type { Store } from '../functions/src/ports/store';
import type { FirebaseBackend, FirebaseSeed } from '../functions/src/local-run/firebase-backend';
import { SMTP_TEST_PASS, SMTP_TEST_USER, startSmtp, type TestSmtp } from '../functions/src/testing/local-smtp';
import { parseMail, type ParsedMail } from '../functions/src/testing/parse-mail';

/**
 * End-to-end harness: the built server (functions/dist/server.js serving web/dist) on a free
 * port over a fresh data folder, and the system Chromium driven by playwright-core.
 *
 * E2E_BACKEND=firebase runs the same server in Firebase mode: Firestore (in-process emulator),
 * Firebase Auth (the firebase-tools emulator the global setup started), a Cloudinary-speaking
 * server and a local SMTP server for its mails (`npm run test:e2e:firebase` runs the files that work
 * that way; package.json lists them).
 */

export const BACKEND: 'local' | 'firebase' = process.env.E2E_BACKEND === 'firebase' ? 'firebase' : 'local';

export const REPO_ROOT = resolve(import.meta.dirname, '..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * The widths a file runs its tests at: both, unless E2E_VIEWPORTS names some (comma-separated).
 * The Firebase-mode run uses desktop only: layout does not depend on the backend, and CI time is finite.
 */
export const TEST_VIEWPORTS: readonly ViewportName[] = (() => {
  const wanted = (process.env.E2E_VIEWPORTS ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = wanted.filter((name) => !(name in VIEWPORTS));
  if (unknown.length > 0) throw new Error(`E2E_VIEWPORTS: unknown ${unknown.join(', ')} (use ${Object.keys(VIEWPORTS).join(', ')})`);
  return wanted.length > 0 ? (wanted as ViewportName[]) : (Object.keys(VIEWPORTS) as ViewportName[]);
})();

/**
 * The width a flow runs at when its subject does not depend on the layout (form rules, saving and
 * reading back, toasts, filters, paging, what the API did): once, not at every width. The team's
 * rule: test a flow at both widths only where the layout differs. `preferred` is `mobile` for the
 * public site (most visitors are on phones) and `desktop` for the back office, unless the test is
 * about the phone; when E2E_VIEWPORTS leaves that width out (the Firebase-mode run is desktop
 * only), the flow runs at the width it leaves, so a run at one width still covers every flow.
 * Tests whose subject is the layout (a menu toggle against hover menus, cards against a table, a
 * drawer against a sidebar, positions against the screen) run at every width of TEST_VIEWPORTS.
 */
export function flowViewport(preferred: ViewportName): ViewportName {
  return TEST_VIEWPORTS.includes(preferred) ? preferred : TEST_VIEWPORTS[0]!;
}

/** The flows of the public site: once, on a phone. */
export const PUBLIC_FLOW: ViewportName = flowViewport('mobile');
/** The flows of the back office: once, on a wide screen. */
export const ADMIN_FLOW: ViewportName = flowViewport('desktop');

/** The first admin the server creates on its first start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@capitalacres.example', password: 'e2e-admin-password-1' } as const;

export interface RunningServer {
  url: string;
  backend: 'local' | 'firebase';
  dataDir: string;
  /** Local mode only: the server's SQLite file. */
  dbFile: string;
  /** A second connection to the server's data (SQLite file or Firestore project): read back what it wrote. Closed by stop. */
  openStore: () => Promise<Store>;
  /** Whether the image store still holds an uploaded image (files on disk, or the Cloudinary server). */
  imageStored: (publicId: string) => boolean;
  /** Firebase mode only: the variables naming its Firestore, Auth emulator and Cloudinary server, for another process on the same data. */
  firebaseEnv: Record<string, string> | undefined;
  /**
   * Every mail sent so far, oldest first: standalone, the .eml files of the server's outbox
   * (DATA_DIR/outbox, no SMTP_URL); in Firebase mode, what a local SMTP server received, from the
   * server and from the functions of the bundle runSchedule and deliverFirestoreCreated ran (all
   * given its SMTP_URL).
   */
  mails: () => Promise<ParsedMail[]>;
  /**
   * Firebase mode only: one run of a scheduled function of the built Cloud Functions bundle, as
   * Cloud Scheduler makes it: an HTTP POST with its X-CloudScheduler headers to the function
   * served by the Functions Framework (startCloudFunction), over this server's data, mailing to
   * its SMTP server, its links naming this server. Resolves once the run has ended with 200;
   * rejects with the status otherwise. Standalone there are no schedules: the server runs its jobs.
   */
  runSchedule: (name: string) => Promise<void>;
  /**
   * Firebase mode only: delivers the creation of the stored document at `path` to the Firestore
   * trigger `name` of the built bundle, as a CloudEvent with the id `eventId` (the same id again is
   * a redelivery), served as the Functions Framework serves it; resolves once the trigger has run
   * without error.
   */
  deliverFirestoreCreated: (name: string, path: string, eventId: string) => Promise<void>;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * The folder a standalone server's first start leaves (the demo data with its pictures, the first
 * admin): the first start spends several seconds of CPU drawing and encoding the demo pictures,
 * and every file's server would spend them again. e2e/seeded-data-setup.ts makes that first start
 * once per run; startServer gives each server a copy of the folder. Unset in Firebase mode (its
 * copy is FIREBASE_SEED_FILE's) and when no global setup ran.
 */
const SEEDED_DATA_DIR = BACKEND === 'local' ? process.env.E2E_SEEDED_DATA_DIR : undefined;

/** Spawns the built server on `dataDir` and resolves once /api/health says 200, within `seconds`. */
async function spawnServer(dataDir: string, env: Record<string, string>, seconds = 60): Promise<{ url: string; child: ChildProcess }> {
  const entry = join(REPO_ROOT, 'functions/dist/server.js');
  if (!existsSync(entry)) throw new Error('functions/dist/server.js is missing: run `npm run build` first');
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // Generous: tests submit forms many times from one IP.
      RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: '1000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${seconds} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Stops a server as its operator would (SIGTERM: it closes its database), SIGKILL after 5 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * Makes the folder of SEEDED_DATA_DIR: the built server's first start on an empty folder, then a
 * clean stop. The caller removes the folder.
 */
export async function createSeededDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'amaravati-e2e-seeded-'));
  try {
    // The seeding every file's server would have done, once: more time than a plain start.
    const { child } = await spawnServer(dataDir, {}, 180);
    await stopProcess(child);
    if (child.exitCode !== 0) throw new Error(`the seeding server stopped with ${child.exitCode ?? child.signalCode}`);
    return dataDir;
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Firebase mode's SEEDED_DATA_DIR: the demo data and images a server's first start leaves in
 * Firestore and the Cloudinary server (drawing and uploading the pictures, a few hundred
 * documents: some 30 s of a 2-core machine), made once for the run by e2e/seeded-data-setup.ts
 * and written to a file (v8-serialized FirebaseSeed). Each file's server starts on a backend of
 * its own given a copy (startFirebaseBackend's `seed`): its own Firestore and images, so files do
 * not see each other's writes. Unset standalone and when no global setup ran (the server seeds).
 */
const FIREBASE_SEED_FILE = BACKEND === 'firebase' ? process.env.E2E_FIREBASE_SEED_FILE : undefined;

/**
 * Makes the file of FIREBASE_SEED_FILE in `dir`, in a process of its own (e2e/firebase-seed.ts run
 * by tsx, which loads @firestore-emulator/server as Node does: vitest's global setup takes the
 * package's ES build, whose imports Node cannot resolve). Resolves to the file.
 */
export async function createFirebaseSeedFile(dir: string): Promise<string> {
  const file = join(dir, 'firebase-seed.v8');
  const child = spawn(process.execPath, [join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), join(REPO_ROOT, 'e2e/firebase-seed.ts'), file], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolveExit) => child.once('exit', resolveExit));
  if (code !== 0) throw new Error(`seeding Firebase mode's demo data failed (${code}):\n${output}`);
  return file;
}

/**
 * Writes FIREBASE_SEED_FILE's contents to `file`: the built server's first start in Firebase mode
 * on a backend of its own (the run's Auth emulator), a clean stop, then the backend's contents.
 */
export async function writeFirebaseSeed(file: string): Promise<void> {
  const { startFirebaseBackend } = await import('../functions/src/local-run/firebase-backend');
  const firebase = await startFirebaseBackend({ auth: sharedAuthEmulator() });
  const dataDir = await mkdtemp(join(tmpdir(), 'amaravati-e2e-firebase-seeding-'));
  try {
    const { child } = await spawnServer(dataDir, firebase.env, 180);
    await stopProcess(child);
    if (child.exitCode !== 0) throw new Error(`the seeding server stopped with ${child.exitCode ?? child.signalCode}`);
    await writeFile(file, serialize(firebase.exportSeed()));
  } finally {
    await firebase.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Starts the built standalone server with demo data in a temporary data folder of its own (a copy
 * of the run's seeded folder, or an empty one it seeds at its first start), and returns once
 * /api/health says 200: the server answers 503 until its first admin exists, so callers may sign in at once.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'amaravati-e2e-'));
  if (SEEDED_DATA_DIR) await cp(SEEDED_DATA_DIR, dataDir, { recursive: true });
  // Loaded only in Firebase mode: the Firestore and Auth clients take seconds of CPU to import, in every file.
  const firebase: FirebaseBackend | null =
    BACKEND === 'firebase'
      ? await (await import('../functions/src/local-run/firebase-backend')).startFirebaseBackend({
          auth: sharedAuthEmulator(),
          ...(FIREBASE_SEED_FILE ? { seed: deserialize(await readFile(FIREBASE_SEED_FILE)) as FirebaseSeed } : {}),
        })
      : null;
  // Firebase mode mails over SMTP, as on Cloud Functions (without SMTP_URL its mails would land in the temp folder).
  const smtp: TestSmtp | null = firebase ? await startSmtp() : null;
  const smtpEnv: Record<string, string> = smtp ? { SMTP_URL: localSmtpUrl(smtp) } : {};
  let started: { url: string; child: ChildProcess };
  try {
    started = await spawnServer(dataDir, { ...firebase?.env, ...smtpEnv, ...env });
  } catch (error) {
    await smtp?.close();
    await firebase?.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { url, child } = started;
  const dbFile = join(dataDir, 'amaravati.db');
  const stores: Store[] = [];
  // The functions of the bundle runSchedule and deliverFirestoreCreated call, one process each, started at their first call.
  const functions = new Map<string, Promise<RunningFunction>>();
  const cloudFunction = (name: string): Promise<RunningFunction> => {
    if (!firebase || !smtp) throw new Error(`the ${name} function runs in Firebase mode only; the standalone server does its background work itself`);
    let running = functions.get(name);
    if (!running) {
      // PUBLIC_ORIGIN, the deploy parameter: the links in its mails name this server.
      running = startCloudFunction({ ...cloudFunctionEnv(firebase.env), SMTP_URL: localSmtpUrl(smtp), PUBLIC_ORIGIN: url }, name);
      functions.set(name, running);
    }
    return running;
  };
  return {
    url,
    backend: BACKEND,
    dataDir,
    dbFile,
    openStore: async () => {
      // Imported when a file first reads the data back: not every file does.
      const store = firebase ? await firebase.openStore() : await (await import('../functions/src/adapters/store/sqlite/sqlite-store')).createSqliteStore({ file: dbFile });
      stores.push(store);
      return store;
    },
    firebaseEnv: firebase?.env,
    imageStored: (publicId) =>
      firebase ? firebase.cloudinary.uploads.has(publicId) : [480, 960].every((width) => existsSync(join(dataDir, 'images', `${publicId}-${width}.webp`))),
    mails: async () => {
      if (smtp) return smtp.received.map((mail) => parseMail(mail.raw));
      const outbox = join(dataDir, 'outbox');
      const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
      return Promise.all(names.map(async (name) => parseMail(await readFile(join(outbox, name), 'utf8'))));
    },
    runSchedule: async (name) => {
      const fn = await cloudFunction(name);
      const response = await fetch(fn.url, {
        method: 'POST',
        headers: { 'X-CloudScheduler-JobName': `firebase-schedule-${name}-asia-south1`, 'X-CloudScheduler-ScheduleTime': new Date().toISOString() },
      });
      if (response.status !== 200) throw new Error(`the scheduled function ${name} answered ${response.status}:\n${fn.output()}`);
    },
    deliverFirestoreCreated: async (name, path, eventId) => {
      const fn = await cloudFunction(name);
      // Imported here: the Firestore client takes seconds of CPU to import, and only Firebase mode needs it.
      const { firestoreCreatedEvent } = await import('../functions/src/testing/firestore-cloud-event');
      const event = firestoreCreatedEvent(await firebase!.getDocument(path), { id: eventId, projectId: firebase!.projectId });
      const response = await fetch(fn.url, { method: 'POST', headers: { 'Content-Type': 'application/cloudevents+json' }, body: JSON.stringify(event) });
      if (!response.ok) throw new Error(`the trigger ${name} answered ${response.status}:\n${fn.output()}`);
    },
    stop: async () => {
      await Promise.allSettled(stores.splice(0).map((store) => store.close()));
      await Promise.allSettled([...functions.values()].map(async (running) => (await running).stop()));
      await stopProcess(child);
      await smtp?.close();
      await firebase?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The SMTP_URL of the local SMTP server (plain SMTP with AUTH, on loopback). */
function localSmtpUrl(smtp: TestSmtp): string {
  return `smtp://${encodeURIComponent(SMTP_TEST_USER)}:${encodeURIComponent(SMTP_TEST_PASS)}@127.0.0.1:${smtp.port}`;
}

/**
 * What Cloud Functions gives a function of ours over the Firebase backend `firebaseEnv` names:
 * the project in GCLOUD_PROJECT (the entry sets BACKEND itself), the emulators and the
 * Cloudinary server. The deploy parameters (PUBLIC_ORIGIN) and secrets (SMTP_URL) are the caller's.
 */
export function cloudFunctionEnv(firebaseEnv: Record<string, string>): Record<string, string> {
  const names = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'CLOUDINARY_URL', 'CLOUDINARY_API_ORIGIN', 'CLOUDINARY_DELIVERY_ORIGIN', 'NODE_EXTRA_CA_CERTS'] as const;
  const env: Record<string, string> = { GCLOUD_PROJECT: required(firebaseEnv, 'FIREBASE_PROJECT_ID') };
  for (const name of names) env[name] = required(firebaseEnv, name);
  return env;
}

function required(env: Record<string, string>, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`the Firebase backend's environment has no ${name}`);
  return value;
}

export interface RunningFunction {
  url: string;
  /** What the function's process has printed so far (its log). */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The upload's node_modules: a link to each package the workspace installed, functions/node_modules'
 * own version first (npm puts a version there when it differs from the one hoisted to the root,
 * and that is the version Cloud Build installs from functions/package.json), then the root's.
 * Scopes (`@google-cloud/…`) are merged package by package.
 */
async function linkInstalledPackages(upload: string): Promise<void> {
  const sources = [join(REPO_ROOT, 'functions/node_modules'), join(REPO_ROOT, 'node_modules')];
  const linkAll = async (relative: string) => {
    await mkdir(join(upload, 'node_modules', relative), { recursive: true });
    for (const source of sources) {
      const folder = join(source, relative);
      if (!existsSync(folder)) continue;
      for (const name of await readdir(folder)) {
        if (name.startsWith('.')) continue;
        if (relative === '' && name.startsWith('@')) continue;
        const target = join(upload, 'node_modules', relative, name);
        if (!existsSync(target)) await symlink(join(folder, name), target, 'dir');
      }
    }
  };
  await linkAll('');
  const scopes = new Set<string>();
  for (const source of sources) if (existsSync(source)) for (const name of await readdir(source)) if (name.startsWith('@')) scopes.add(name);
  for (const scope of scopes) await linkAll(scope);
}

/**
 * The built Cloud Functions entry as Firebase deploys it: functions/package.json and functions/dist
 * (the entry and the page renderer in dist/ssr; firebase.json leaves out the standalone server)
 * copied to a folder of their own, with nothing of web/ or the sources beside them, and the
 * packages Cloud Build would install. Its function `name` (`api`; a scheduled function, which Cloud
 * Scheduler calls over HTTP too; a Firestore trigger, given CloudEvents) is served there the way
 * the Functions Framework runs it,
 * in a process with the environment Cloud Functions gives (no NODE_ENV, the project in
 * GCLOUD_PROJECT) plus `env`: the Firebase stand-ins, the deploy parameters and secrets.
 */
export async function startCloudFunction(env: Record<string, string>, name = 'api'): Promise<RunningFunction> {
  const functionsDir = join(REPO_ROOT, 'functions');
  if (!existsSync(join(functionsDir, 'dist/ssr/entry-server.js'))) throw new Error('functions/dist/ssr is missing: run `npm run build` first');
  const upload = await mkdtemp(join(tmpdir(), 'amaravati-functions-upload-'));
  await mkdir(join(upload, 'dist'));
  await cp(join(functionsDir, 'package.json'), join(upload, 'package.json'));
  await cp(join(functionsDir, 'dist/index.js'), join(upload, 'dist/index.js'));
  await cp(join(functionsDir, 'dist/ssr'), join(upload, 'dist/ssr'), { recursive: true });
  // Cloud Build installs functions/package.json's dependencies; here, the workspace's installed packages.
  await linkInstalledPackages(upload);

  const child: ChildProcess = spawn(
    process.execPath,
    [join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), join(functionsDir, 'src/testing/serve-function.ts'), join(upload, 'dist/index.js'), name],
    { cwd: upload, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? upload, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(upload, { recursive: true, force: true });
  };
  try {
    const url = await new Promise<string>((resolveUrl, reject) => {
      const timer = setTimeout(() => reject(new Error(`the ${name} function did not start within 30 s:\n${output}`)), 30_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /^listening (\S+)$/m.exec(output);
        if (match) {
          clearTimeout(timer);
          resolveUrl(match[1]!);
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the ${name} function exited early (${code}):\n${output}`));
      });
    });
    return { url, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The Auth emulator e2e/firebase-global-setup.ts started for the whole run (one start: it takes 10+ s). */
function sharedAuthEmulator(): { host: string; projectId: string } | undefined {
  const host = process.env.E2E_AUTH_EMULATOR_HOST;
  const projectId = process.env.E2E_AUTH_EMULATOR_PROJECT;
  return host && projectId ? { host, projectId } : undefined;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A fresh context (own localStorage and cookies) at a named viewport; `storageState` starts it
 * with another context's cookies (a sign-in) when a test needs a context of its own.
 */
export async function newPage(
  browser: Browser,
  viewport: ViewportName,
  options: { baseURL: string; storageState?: BrowserContextOptions['storageState'] },
): Promise<{ context: BrowserContext; page: Page; pageErrors: Error[] }> {
  const context = await newContext(browser, viewport, options);
  const page = await context.newPage();
  // Uncaught errors in the page are collected; tests assert the list stays empty.
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  // So is anything the Content-Security-Policy blocks (an inline script without its hash).
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) pageErrors.push(new Error(message.text()));
  });
  return { context, page, pageErrors };
}

/** The context of newPage, without a page yet: the pages opened in it wait until live too. */
export async function newContext(
  browser: Browser,
  viewport: ViewportName,
  options: { baseURL: string; storageState?: BrowserContextOptions['storageState']; userAgent?: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL: options.baseURL,
    ...(options.storageState ? { storageState: options.storageState } : {}),
    // Headless Chromium says so in its user agent, which the interest beacon counts as a bot: a
    // test of what a visitor's browser is counted for passes an ordinary one.
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
    deviceScaleFactor: 1,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  context.on('page', navigationsWaitUntilLive);
  return context;
}

/**
 * A page's `goto`, `reload` and `goBack` return once the page is live (React has taken the server's HTML
 * over, or rendered the page in the browser: `<html data-live>`), as a visitor sees a page
 * finished; the scripts load only after the first paint, later than the load event may fire.
 * `waitUntil: 'commit'` returns at once, for tests of what happens before (and for fake clocks).
 */
function navigationsWaitUntilLive(page: Page): void {
  const untilLive = async (response: Response | null, waitUntil: string | undefined) => {
    if (waitUntil === 'commit' || !response || !/text\/html/.test(response.headers()['content-type'] ?? '')) return response;
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  page.goto = async (url, options) => untilLive(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => untilLive(await reload(options), options?.waitUntil);
  // Back to a page loaded from the server again (not the same document, nor one kept whole by the browser).
  page.goBack = async (options) => untilLive(await goBack(options), options?.waitUntil);
}

/**
 * Holds the app's entry script until `release` is called: the page stays the server's HTML, not
 * live yet, as on a slow phone. Open the page with `waitUntil: 'commit'` (load events wait for it).
 */
export async function holdAppScript(page: Page): Promise<{ release: () => void; requested: Promise<void> }> {
  let release!: () => void;
  let requested!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { release, requested: seen };
}

/**
 * Answers the page's requests to `url` with `failure` until a `Try again` button of the page is
 * pressed, and with `afterwards` (by default: the server) from the press on. A page also retries a
 * failed load by itself, a few seconds later or at its next poll: were such a retry let through
 * before the test presses the button, the error and its button could be gone by then, depending
 * only on how long the steps before the press took (a screenshot on a busy machine). The press is
 * seen in the page as it happens (a click listener ahead of the app's), so no request before it
 * gets through and none after it fails. Resolves to the function that removes the route.
 */
export async function failUntilRetry(
  page: Page,
  url: string,
  failure: (route: Route) => Promise<void>,
  afterwards: (route: Route) => Promise<void> = (route) => route.fallback(),
): Promise<() => Promise<void>> {
  const listen = () => {
    const state = window as unknown as { e2eRetryListener?: boolean; e2eRetryPressed?: boolean };
    if (state.e2eRetryListener) return;
    state.e2eRetryListener = true;
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element | null)?.closest('button')?.textContent?.trim() === 'Try again') state.e2eRetryPressed = true;
      },
      true,
    );
  };
  await page.addInitScript(listen);
  await page.evaluate(listen);
  const handler = async (route: Route) => {
    const pressed = await page.evaluate(() => (window as unknown as { e2eRetryPressed?: boolean }).e2eRetryPressed === true).catch(() => false);
    await (pressed ? afterwards(route) : failure(route));
  };
  await page.route(url, handler);
  return () => page.unroute(url, handler);
}

/** Saves a screenshot under e2e/.artifacts (ignored by git) for a human to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(REPO_ROOT, 'e2e/.artifacts', `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

/** Signs in through the real login screen and waits for the dashboard. */
export async function signIn(page: Page, credentials: { email: string; password: string } = ADMIN): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/**
 * Signs a context in as the login screen does (POST /api/auth/login): its cookie jar keeps the
 * session for the pages opened in it after. For files whose subject is not the login screen
 * (admin-auth.e2e.ts and admin-layout.e2e.ts sign in through it): no page to load for it.
 */
export async function signInThroughApi(context: BrowserContext, server: { url: string }, credentials: { email: string; password: string } = ADMIN): Promise<void> {
  const response = await context.request.post(`${server.url}/api/auth/login`, {
    data: credentials,
    headers: { 'X-Requested-With': 'fetch', Origin: server.url },
  });
  if (response.status() !== 200) throw new Error(`sign-in as ${credentials.email}: ${response.status()} ${await response.text()}`);
}

/**
 * One signed-in browser context per viewport, for admin files: sign-in is rate-limited per
 * account, so each context signs in once and the tests open pages in it. The caller closes them.
 */
export async function signedInContexts(browser: Browser, server: RunningServer, viewports: readonly ViewportName[] = TEST_VIEWPORTS): Promise<Map<ViewportName, BrowserContext>> {
  const contexts = new Map<ViewportName, BrowserContext>();
  for (const viewport of viewports) {
    const context = await newContext(browser, viewport, { baseURL: server.url });
    await signInThroughApi(context, server);
    contexts.set(viewport, context);
  }
  return contexts;
}


let barriers = 0;

/**
 * Resolves once every request the page started before this call has reached the
 * page.on('request') listeners: the page fetches a URL of its own, and the browser reports the
 * requests of a page in the order it started them. A request counter read after this cannot miss
 * a request the page already sent, so "nothing was sent" is checked without waiting a while.
 * It covers requests the page starts at once (in an event handler and the promises it sets off),
 * not ones it puts off with a timer.
 */
export async function afterRequestsSoFar(page: Page): Promise<void> {
  const path = `/api/health?e2e-barrier=${++barriers}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(path));
  await page.evaluate((url) => fetch(url, { cache: 'no-store' }).then((response) => response.status), path);
  await seen;
}

/**
 * Scrolls the window to `top` (smoothly: the site's CSS says so) and resolves once the page has
 * handled the scroll event at that position. The page's own scroll listeners were added before
 * this one, so they have run, and the React render they set off (synchronous for
 * useSyncExternalStore, in a microtask queued ahead of this resolution) is in the DOM.
 */
export async function scrollAndSettle(page: Page, top: number): Promise<void> {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        const target = Math.max(0, Math.min(y, document.documentElement.scrollHeight - window.innerHeight));
        if (Math.abs(window.scrollY - target) < 1) {
          window.scrollTo(0, y);
          resolve();
          return;
        }
        const onScroll = () => {
          if (Math.abs(window.scrollY - target) >= 1) return;
          window.removeEventListener('scroll', onScroll);
          resolve();
        };
        window.addEventListener('scroll', onScroll);
        window.scrollTo(0, y);
      }),
    top,
  );
}

/**
 * Resolves once the images of the page have settled and their load and error handlers have run
 * (an injected `<img src=x onerror=…>` would have raised its dialog, which page.on('dialog') has
 * seen). Every image that is loading finishes or fails first (lazy ones not yet in view have
 * asked for nothing); then a probe image of our own fires its event, after theirs, on the
 * same task source.
 */
export async function afterImageEvents(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'));
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const probe = new Image();
        probe.onload = () => resolve();
        probe.onerror = () => resolve();
        probe.src = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
      }),
  );
}

/** A date as the site shows it ('MMMM d, yyyy' on the Indian calendar day), computed independently of the app. */
export function indiaLongDate(iso: string | Date): string {
  return new Date(iso).toLocaleDateString('en-US', { timeZone: 'Asia/Kolkata', year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * Brings a deferred section into view and waits until it is live: the home page's sections below
 * the hero, the footer and the public forms load their code as they are seen
 * (components/ui/deferred.tsx), and a test about them starts where a visitor who scrolled there
 * would.
 */
export async function liveSection(page: Page, inside: Locator): Promise<void> {
  await inside.first().scrollIntoViewIfNeeded();
  await page.locator('[data-section="live"]', { has: inside.first() }).waitFor();
}
