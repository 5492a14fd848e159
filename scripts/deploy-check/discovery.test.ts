import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverFunctions } from './discovery';
import { ROOT } from './testing';

describe('function discovery', () => {
  it('runs the functions SDK discovery on a bundle, offline, and reports a bundle that cannot load', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'deploy-check-test-'));
    try {
      await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module', main: 'index.js' }));
      const endpoint = { platform: 'gcfv2', region: ['asia-south1'], maxInstances: 2, httpsTrigger: {} };
      await writeFile(join(dir, 'index.js'), `export const api = Object.assign(() => {}, { __endpoint: ${JSON.stringify(endpoint)} });\nexport const helper = 42;\n`);
      const sdkBin = join(ROOT, 'node_modules', 'firebase-functions', 'lib', 'bin', 'firebase-functions.js');
      const manifest = await discoverFunctions(dir, { sdkBin });
      expect(Object.keys(manifest.endpoints)).toEqual(['api']);
      expect(manifest.endpoints.api).toMatchObject({ region: ['asia-south1'], maxInstances: 2 });

      await writeFile(join(dir, 'index.js'), `throw new Error('CLOUDINARY_URL is required');\n`);
      await expect(discoverFunctions(dir, { sdkBin })).rejects.toThrow(/discovery failed.*CLOUDINARY_URL is required/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
