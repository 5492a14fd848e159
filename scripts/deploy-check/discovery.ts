/** The functions the Firebase CLI would discover in a bundle, found the way it finds them. */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Manifest } from './endpoints';
import { packageRoot } from './files';

/**
 * The functions SDK's own loader run on the bundle in a child process (FUNCTIONS_MANIFEST_OUTPUT_PATH
 * mode: it writes the manifest and exits; no server, no network). The child gets no secrets:
 * discovery must not need them.
 */
export async function discoverFunctions(functionsDir: string, options: { sdkBin?: string; projectId?: string; timeoutMs?: number } = {}): Promise<Manifest> {
  const bin = options.sdkBin ?? join(packageRoot(functionsDir, 'firebase-functions'), 'lib', 'bin', 'firebase-functions.js');
  const dir = await mkdtemp(join(tmpdir(), 'deploy-check-'));
  const output = join(dir, 'manifest.json');
  try {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      GCLOUD_PROJECT: options.projectId ?? 'demo-deploy-check',
      FUNCTIONS_MANIFEST_OUTPUT_PATH: output,
    };
    const result = await new Promise<{ code: number | null; stderr: string }>((resolvePromise, reject) => {
      const child = spawn(process.execPath, [bin], { cwd: functionsDir, env, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
      child.once('error', reject);
      child.once('exit', (code) => {
        clearTimeout(timer);
        resolvePromise({ code, stderr });
      });
    });
    if (result.code !== 0) throw new Error(`function discovery failed (exit ${result.code}): ${result.stderr.trim().split('\n').slice(0, 5).join(' | ')}`);
    return JSON.parse(await readFile(output, 'utf8')) as Manifest;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
