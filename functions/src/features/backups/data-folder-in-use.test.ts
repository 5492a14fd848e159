import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDeps } from '../../composition/local';
import { loadEnv } from '../../config/env';
import { silentLogger } from '../../ports/logger';
import { IN_USE_DIR, liveDataFolderUsers } from './data-folder-in-use';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'data-in-use-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await once(child, 'exit');
  return child.pid!;
}

describe('the data folder in use', () => {
  it('is marked by the standalone composition from its start to its close, with the pid and command', async () => {
    expect(await liveDataFolderUsers(dataDir)).toEqual([]);
    const deps = await createLocalDeps(loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'test' }), { log: silentLogger });
    try {
      const users = await liveDataFolderUsers(dataDir);
      expect(users).toEqual([{ pid: process.pid, command: process.argv.join(' '), since: expect.any(String), file: join(dataDir, IN_USE_DIR, String(process.pid)) }]);
    } finally {
      await deps.close();
    }
    expect(await liveDataFolderUsers(dataDir)).toEqual([]);
    expect(await readdir(join(dataDir, IN_USE_DIR))).toEqual([]);
  });

  it('ignores the mark of a process that has died (killed before closing) and a file that is not a mark', async () => {
    await mkdir(join(dataDir, IN_USE_DIR));
    const pid = await deadPid();
    await writeFile(join(dataDir, IN_USE_DIR, String(pid)), JSON.stringify({ pid, command: 'node functions/dist/server.js', since: '2026-11-27T20:00:00.000Z' }));
    await writeFile(join(dataDir, IN_USE_DIR, 'notes.txt'), 'not a mark');
    expect(await liveDataFolderUsers(dataDir)).toEqual([]);
  });

  it('lists a live process of another mark (the server beside a script)', async () => {
    const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      await mkdir(join(dataDir, IN_USE_DIR));
      await writeFile(join(dataDir, IN_USE_DIR, String(server.pid)), JSON.stringify({ pid: server.pid, command: 'node functions/dist/server.js', since: '2026-11-27T20:00:00.000Z' }));
      expect((await liveDataFolderUsers(dataDir)).map((user) => [user.pid, user.command])).toEqual([[server.pid, 'node functions/dist/server.js']]);
    } finally {
      const exited = once(server, 'exit');
      server.kill();
      await exited;
    }
  });
});
