import { existsSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Bundles the functions entries into dist/ (ESM; Node 20 standalone, Node 22 on Cloud Functions).
 * Our own code, core/ included, is inlined: Firebase uploads only functions/, so nothing outside it
 * may be imported at run time (docs/architecture.md). npm packages stay external: Cloud Build installs
 * them from functions/package.json, and native ones (@libsql/client, sharp) cannot be bundled.
 *
 * Because Cloud Build installs only functions/package.json "dependencies" (not devDependencies, not
 * what the workspace root hoists), the build fails when the Cloud Functions entry imports any other
 * package: better here, in `firebase deploy`'s predeploy step, than as a crash on the first request.
 *
 * Cloud Build runs `npm run build` on the upload unless package.json has a "gcp-build" script; ours
 * is empty on purpose (the upload has dist/ but no src/).
 */
const root = dirname(fileURLToPath(import.meta.url));
const candidates = ['src/server.ts', 'src/scripts/seed.ts', 'src/scripts/admin-create.ts', 'src/scripts/reconcile.ts', 'src/index.ts'];
const entryPoints = candidates.filter((entry) => existsSync(join(root, entry))).map((entry) => join(root, entry));

if (!entryPoints.some((entry) => entry.endsWith(join('src', 'index.ts')) || entry.endsWith(join('src', 'server.ts')))) {
  // No sources here: this is the uploaded copy of functions/ (src/ is not deployed). Keep the dist/
  // that came with it. package.json's empty "gcp-build" already stops Cloud Build from running
  // `npm run build`; this is the second lock on that door.
  console.log('functions: no sources to build; dist/ left as it is');
  process.exit(0);
}
rmSync(join(root, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints,
  outbase: join(root, 'src'),
  outdir: join(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  legalComments: 'none',
});

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const cloudEntry = result.metafile.outputs['dist/index.js'] ?? Object.entries(result.metafile.outputs).find(([file]) => file.endsWith('dist/index.js'))?.[1];
if (cloudEntry) {
  if (pkg.main !== 'dist/index.js') {
    console.error(`functions/package.json "main" is ${JSON.stringify(pkg.main)}; Cloud Functions loads "main", which must be dist/index.js.`);
    process.exit(1);
  }
  const builtins = new Set(builtinModules);
  const packageName = (specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
  const imported = new Set(
    cloudEntry.imports
      .filter((entry) => entry.external && !entry.path.startsWith('node:') && !entry.path.startsWith('.'))
      .map((entry) => packageName(entry.path))
      .filter((name) => !builtins.has(name)),
  );
  const missing = [...imported].filter((name) => !(name in (pkg.dependencies ?? {})));
  if (missing.length > 0) {
    console.error(
      `dist/index.js (the Cloud Functions entry) imports ${missing.join(', ')}, which functions/package.json does not list in "dependencies".\n` +
        'Cloud Build installs only those: add them there, or stop importing them from src/index.ts.',
    );
    process.exit(1);
  }
}
console.log(`functions: built ${entryPoints.map((entry) => entry.slice(root.length + 1)).join(', ')} → dist/`);
