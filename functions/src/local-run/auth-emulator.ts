import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth as AdminAuth } from 'firebase-admin/auth';
import { identityToolkitOrigin } from '../adapters/auth/firebase-auth';

/** A code the emulator "mailed" (it keeps them instead of sending mail). */
interface EmulatorOobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'EMAIL_SIGNIN' | 'VERIFY_AND_CHANGE_EMAIL';
}

export interface AuthEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST (set by start, restored by stop). */
  host: string;
  /** The emulator's project: its REST API (sign-in, sendOobCode) always answers for this one. */
  projectId: string;
  /** http://host/identitytoolkit.googleapis.com, for the adapter's REST calls. */
  identityToolkitOrigin: string;
  /** A firebase-admin Auth on the emulator's project, in an app of its own (deleted by stop). */
  newAdminAuth(): AdminAuth;
  /** Deletes every account (the emulator has no per-test project for REST calls: wipe between tests). */
  clearAccounts(): Promise<void>;
  /** Every code "sent" since start, oldest first (used ones are gone). */
  oobCodes(): Promise<EmulatorOobCode[]>;
  /** The newest password-reset code sent to that email; throws when there is none. */
  readResetCode(email: string): Promise<string>;
  stop(): Promise<void>;
}

export interface AuthEmulatorOptions {
  /** A demo-* id (the emulator then never reaches for Google); random by default. */
  projectId?: string;
  startTimeoutMs?: number;
}

const DEFAULT_START_TIMEOUT_MS = 60_000;
const EXIT_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * The Auth emulator of firebase-tools, started offline in a process group of its own, on free
 * ports (auth, hub and logging: the defaults 9099/4400/4500 could be a developer's own emulators
 * or a parallel test file's), over a throw-away folder holding its firebase.json. Slow to start
 * (10+ s of CPU): start one per test file and clear accounts between tests.
 *
 * It sets process.env.FIREBASE_AUTH_EMULATOR_HOST, which firebase-admin reads on every call (there
 * is no option for it); vitest runs each file in its own process, so files do not see each other's.
 */
export async function startAuthEmulator(options: AuthEmulatorOptions = {}): Promise<AuthEmulator> {
  const projectId = options.projectId ?? `demo-auth-${randomUUID().slice(0, 8)}`;
  const [port, hubPort, loggingPort] = await freePorts(3);
  const host = `127.0.0.1:${port}`;
  const folder = await mkdtemp(join(tmpdir(), 'auth-emulator-'));
  const config = {
    emulators: {
      auth: { port, host: '127.0.0.1' },
      hub: { port: hubPort, host: '127.0.0.1' },
      logging: { port: loggingPort, host: '127.0.0.1' },
      ui: { enabled: false },
      // REST calls carry no project: they all go to --project. Admin calls name theirs.
      singleProjectMode: false,
    },
  };
  await writeFile(join(folder, 'firebase.json'), JSON.stringify(config));

  const firebaseBin = join(dirname(createRequire(import.meta.url).resolve('firebase-tools/package.json')), 'lib/bin/firebase.js');
  const { FIREBASE_AUTH_EMULATOR_HOST: _ignored, ...childEnv } = process.env;
  const child = spawn(process.execPath, [firebaseBin, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', join(folder, 'firebase.json')], {
    cwd: folder,
    env: childEnv,
    // Its own process group: firebase-tools starts children of its own; stop kills them all.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // Detached, the emulator outlives this process unless told: kill it when this process exits,
  // and on the signals that end it without an 'exit' event (Ctrl-C on a dev server, a killed worker).
  const killGroup = () => {
    killProcessGroup(child);
    rmSync(folder, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    killGroup();
    // Alone, this listener took the signal's default action away: give it back and re-raise.
    if (process.listenerCount(signal) === 1) {
      forgetProcess();
      process.kill(process.pid, signal);
    }
  };
  const forgetProcess = () => {
    process.removeListener('exit', killGroup);
    for (const signal of EXIT_SIGNALS) process.removeListener(signal, onSignal);
  };
  process.once('exit', killGroup);
  for (const signal of EXIT_SIGNALS) process.on(signal, onSignal);

  const previousHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const apps: App[] = [];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.allSettled(apps.splice(0).map((app) => deleteApp(app)));
    if (previousHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousHost;
    await stopChild(child);
    forgetProcess();
    await rm(folder, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(host, child, options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;

  const emulatorApi = `http://${host}/emulator/v1/projects/${projectId}`;
  const oobCodes = async (): Promise<EmulatorOobCode[]> => {
    const response = await fetch(`${emulatorApi}/oobCodes`);
    if (!response.ok) throw new Error(`Auth emulator oobCodes: HTTP ${response.status}`);
    return ((await response.json()) as { oobCodes?: EmulatorOobCode[] }).oobCodes ?? [];
  };

  return {
    host,
    projectId,
    identityToolkitOrigin: identityToolkitOrigin(host),
    newAdminAuth() {
      if (stopped) throw new Error('The Auth emulator harness was stopped');
      const app = initializeApp({ projectId }, `auth-emulator-${randomUUID()}`);
      apps.push(app);
      return getAuth(app);
    },
    async clearAccounts() {
      const response = await fetch(`${emulatorApi}/accounts`, { method: 'DELETE' });
      if (!response.ok) throw new Error(`Auth emulator wipe: HTTP ${response.status}`);
    },
    oobCodes,
    async readResetCode(email) {
      const wanted = email.trim().toLowerCase();
      const code = (await oobCodes()).filter((oob) => oob.requestType === 'PASSWORD_RESET' && oob.email === wanted).at(-1);
      if (!code) throw new Error(`The Auth emulator sent no password reset to ${wanted}`);
      return code.oobCode;
    },
    stop,
  };
}

async function waitUntilReady(host: string, child: ChildProcess, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The Auth emulator exited before it was ready:\n${output()}`);
    try {
      const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
      if (response.ok && ((await response.json()) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The Auth emulator was not ready after ${timeoutMs} ms:\n${output()}`);
}

function killProcessGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM to the whole group, SIGKILL if it lingers. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killProcessGroup(child, 'SIGTERM');
  const lingering = await Promise.race([exited.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 5000))]);
  if (lingering) {
    killProcessGroup(child, 'SIGKILL');
    await exited;
  }
}

/** Ports the OS hands out for port 0, all held until every one is known (so they differ), then released. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const probe = createServer();
          probe.unref();
          probe.once('error', reject);
          probe.listen(0, '127.0.0.1', () => resolve(probe));
        }),
    ),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('Could not find a free port');
    return address.port;
  });
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  return ports;
}
