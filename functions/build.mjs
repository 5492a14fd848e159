import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Bundles the functions entries into dist/ (ESM, Node 20). Dependencies stay external: they are
 * resolved from node_modules at run time (native ones like @libsql/client and sharp cannot be
 * bundled anyway). core/ is inlined, which is what Firebase deploys need (ARCHITECTURE.md).
 */
const root = dirname(fileURLToPath(import.meta.url));
const candidates = ['src/server.ts', 'src/scripts/seed.ts', 'src/scripts/admin-create.ts', 'src/scripts/reconcile.ts', 'src/index.ts'];
const entryPoints = candidates.filter((entry) => existsSync(join(root, entry))).map((entry) => join(root, entry));

rmSync(join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints,
  outbase: join(root, 'src'),
  outdir: join(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  legalComments: 'none',
});
console.log(`functions: built ${entryPoints.map((entry) => entry.slice(root.length + 1)).join(', ')} → dist/`);
