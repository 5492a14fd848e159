import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from './config/env';

/**
 * The standalone entry on a fresh data folder, twice: the first start makes an admin and prints
 * its generated password in a box with the login URL; the second start prints nothing of it.
 */

const repoRoot = findRepoRoot();

interface Started {
  output: () => string;
  url: string;
  stop: () => Promise<void>;
}

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'functions/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 40_000;
  // server.ts prints "running at" only after the first-admin step is over.
  while (!/running at (http:\/\/\S+)/.test(output)) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const url = /running at (http:\/\/\S+)/.exec(output)![1]!;
  return {
    output: () => output,
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe('first start of the standalone server', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'first-start-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints a generated admin password once, in a box with the login URL, and never again', async () => {
    const first = await startServer(dataDir);
    let password: string;
    try {
      const output = first.output();
      expect(output).toContain(`Sign in at   ${first.url}/admin/login`);
      expect(output).toContain('Email        admin@example.com');
      password = /Password {5}(\S+)/.exec(output)![1]!;
      expect(output).toMatch(/┌─+┐/);
      // The log line says a password was made, without it.
      const logLine = output.split('\n').find((line) => line.includes('first_admin_created'))!;
      expect(logLine).not.toContain(password);

      const login = await fetch(`${first.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
        body: JSON.stringify({ email: 'admin@example.com', password }),
      });
      expect(login.status).toBe(200);
      // A new database gets its dashboard counters computed once, before the first request.
      expect(output).toContain('counters_reconciled');
    } finally {
      await first.stop();
    }

    const second = await startServer(dataDir);
    try {
      expect(second.output()).not.toContain('first_admin_created');
      expect(second.output()).not.toContain(password);
      expect(second.output()).not.toMatch(/┌─+┐/);
      // ...and only once: later starts find them computed.
      expect(second.output()).not.toContain('counters_reconciled');
    } finally {
      await second.stop();
    }
  }, 90_000);
});
