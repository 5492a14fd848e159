import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { findRepoRoot } from '../config/env';

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the repository's TypeScript scripts as `npm run …` does (through tsx), from the repository root. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<ScriptRun> {
  const repoRoot = findRepoRoot();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), script, ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
