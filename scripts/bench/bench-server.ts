import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createSqliteStore } from '../../functions/src/adapters/store/sqlite/sqlite-store';
import type { Store } from '../../functions/src/ports/store';

export const REPO = resolve(import.meta.dirname, '../..');

/** The admin a bench server creates on its first start when given BENCH_ADMIN_ENV. */
export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-password-1' } as const;
export const BENCH_ADMIN_ENV = { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };

export interface BenchServer {
  base: string;
  pid: number;
  /** Resident memory of the server process, in MB. */
  rssMegabytes: () => number;
  stop: () => Promise<void>;
}

/**
 * The built standalone server (functions/dist/server.js, production mode) on a fresh data folder
 * that `fill` prepares first, on a free loopback port. `stop` ends it and removes the folder.
 */
export async function startBenchServer(fill: (store: Store) => Promise<void>, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'amaravati-bench-'));
  const store = await createSqliteStore({ file: join(dataDir, 'amaravati.db') });
  try {
    await fill(store);
  } finally {
    await store.close();
  }
  const port = 3900 + Math.floor(Math.random() * 900);
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [join(REPO, 'functions/dist/server.js')], {
    cwd: REPO,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the bench server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the bench server did not start');
    await new Promise((resolveTimer) => setTimeout(resolveTimer, 100));
  }
  return {
    base,
    pid: child.pid!,
    rssMegabytes: () => {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      return match ? Number(match[1]) / 1024 : Number.NaN;
    },
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolveExit) => child.once('exit', resolveExit));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
