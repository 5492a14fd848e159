import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
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
 * The Cloud Functions entry also renders the pages (features/pages), with the web app's renderer
 * that `npm run build -w web` leaves in web/dist-ssr. Firebase uploads functions/ alone, so the
 * renderer is copied into dist/ssr/ beside the entry (index.ts loads it from there), and the build
 * fails when there is none to copy: a Cloud Function without it would answer every page with 503.
 *
 * Cloud Build runs `npm run build` on the upload unless package.json has a "gcp-build" script; ours
 * is empty on purpose (the upload has dist/ but no src/).
 */
const root = dirname(fileURLToPath(import.meta.url));
// The backup worker is the process server.ts starts for each backup (features/backups/backup-runner.ts).
const candidates = ['src/server.ts', 'src/features/backups/backup-worker.ts', 'src/scripts/seed.ts', 'src/scripts/admin-create.ts', 'src/scripts/reconcile.ts', 'src/index.ts'];
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
  // The mails are React components (src/mail, features/*/mails): JSX compiles to react/jsx-runtime
  // calls, as tsconfig.json's "jsx": "react-jsx" says, and react is in "dependencies" like any import.
  jsx: 'automatic',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  legalComments: 'none',
});

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const builtins = new Set(builtinModules);
const packageName = (specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
/** npm packages among esbuild's external imports that Cloud Build would not install (not in "dependencies"). */
const notInstalled = (imports) => {
  const imported = new Set(
    imports
      .filter((entry) => entry.external && !entry.path.startsWith('node:') && !entry.path.startsWith('.'))
      .map((entry) => packageName(entry.path))
      .filter((name) => !builtins.has(name)),
  );
  return [...imported].filter((name) => !(name in (pkg.dependencies ?? {})));
};
const cloudEntry = result.metafile.outputs['dist/index.js'] ?? Object.entries(result.metafile.outputs).find(([file]) => file.endsWith('dist/index.js'))?.[1];
if (cloudEntry) {
  if (pkg.main !== 'dist/index.js') {
    console.error(`functions/package.json "main" is ${JSON.stringify(pkg.main)}; Cloud Functions loads "main", which must be dist/index.js.`);
    process.exit(1);
  }
  const missing = notInstalled(cloudEntry.imports);
  if (missing.length > 0) {
    console.error(
      `dist/index.js (the Cloud Functions entry) imports ${missing.join(', ')}, which functions/package.json does not list in "dependencies".\n` +
        'Cloud Build installs only those: add them there, or stop importing them from src/index.ts.',
    );
    process.exit(1);
  }
  await shipPageRenderer();
}
console.log(`functions: built ${entryPoints.map((entry) => entry.slice(root.length + 1)).join(', ')} → dist/${cloudEntry ? ', page renderer (web/dist-ssr) → dist/ssr/' : ''}`);

/** Copies web/dist-ssr (renderer, its chunks, template.html, manifest.json) to dist/ssr, or stops the build. */
async function shipPageRenderer() {
  const source = join(root, '..', 'web', 'dist-ssr');
  const missing = ['entry-server.js', 'template.html', 'manifest.json'].filter((file) => !existsSync(join(source, file)));
  if (missing.length > 0) {
    console.error(
      `web/dist-ssr lacks ${missing.join(', ')}: the Cloud Functions entry renders the pages with the web app's renderer, which must ship inside functions/.\n` +
        'Build the web app first: `npm run build` (web, then functions).',
    );
    process.exit(1);
  }
  // The renderer is built with ssr.noExternal, so it should need no package at all; whatever it
  // does import must be installable by Cloud Build like the entry's imports.
  const analysis = await build({
    entryPoints: [join(source, 'entry-server.js')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
    outdir: join(root, 'dist', 'ssr-analysis'),
  });
  const missingPackages = notInstalled(Object.values(analysis.metafile.inputs).flatMap((input) => input.imports));
  if (missingPackages.length > 0) {
    console.error(
      `The page renderer (web/dist-ssr) imports ${missingPackages.join(', ')}, which functions/package.json does not list in "dependencies".\n` +
        'Bundle them into the renderer (web/vite.config.ts ssr.noExternal) or add them there.',
    );
    process.exit(1);
  }
  cpSync(source, join(root, 'dist', 'ssr'), { recursive: true });
}
