import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverFunctions } from './discovery';
import { checkEndpoints } from './endpoints';
import { EXPECTED_FUNCTIONS } from './expected-functions';
import { bundleCloudEntry, repoFunctionsPackage, ROOT } from './testing';

describe('the functions the deploy check expects', () => {
  it('are exactly those functions/src/index.ts exports, with their triggers, as `firebase deploy` discovers them', async () => {
    // The entry bundled as functions/build.mjs bundles it, in a copy of the repository's layout
    // (functions/dist/index.js, its package.json, the node_modules it resolves its imports from).
    const dir = await mkdtemp(join(tmpdir(), 'deploy-check-entry-'));
    try {
      const functionsDir = join(dir, 'functions');
      await mkdir(join(functionsDir, 'dist'), { recursive: true });
      await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
      if (existsSync(join(ROOT, 'functions', 'node_modules'))) await symlink(join(ROOT, 'functions', 'node_modules'), join(functionsDir, 'node_modules'), 'dir');
      await writeFile(join(functionsDir, 'package.json'), JSON.stringify(repoFunctionsPackage()));
      await writeFile(join(functionsDir, 'dist', 'index.js'), await bundleCloudEntry());

      const manifest = await discoverFunctions(functionsDir);
      expect(Object.keys(manifest.endpoints).sort()).toEqual(Object.keys(EXPECTED_FUNCTIONS).sort());
      const checks = checkEndpoints(manifest);
      expect(checks.filter((check) => check.status !== 'ok')).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
