import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../config/env';
import { silentLogger } from '../ports/logger';
import { createLocalDeps, type LocalDeps } from './local';

describe('the standalone composition', () => {
  let dir: string | undefined;
  let deps: LocalDeps | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await deps?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('starts no timer when built, so a script (seed, jobs) sends no alert and exits when done; the server starts the drain', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    dir = await mkdtemp(join(tmpdir(), 'local-deps-'));
    deps = await createLocalDeps(loadEnv({ DATA_DIR: dir, NODE_ENV: 'test' }), { log: silentLogger });
    expect(vi.getTimerCount()).toBe(0);
    // What server.ts does: the drain's timer runs from then on, until close.
    deps.alertSender.start();
    expect(vi.getTimerCount()).toBe(1);
    await deps.alertSender.close();
    expect(vi.getTimerCount()).toBe(0);
  });
});
