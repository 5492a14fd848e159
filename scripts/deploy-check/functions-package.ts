/**
 * What the uploaded functions/package.json gives Cloud Build: the entry as "main", ESM, engines that
 * admit the runtime, no build on upload, and every package the bundle and its renderer import.
 */
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fail, ok, type Check } from './checklist';
import { javaScriptFiles } from './files';
import { checkEngines } from './runtime';

export interface FunctionsPackageJson {
  main?: string;
  scripts?: Record<string, string>;
  type?: string;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
}

const NODE_BUILTINS = new Set(builtinModules);

/** The packages a bundle imports (bare specifiers reduced to package names; node builtins left out). */
export function bundleImports(source: string): string[] {
  const specifiers = new Set<string>();
  // Static imports start a line in esbuild's output (their binding list may span lines); dynamic ones can be anywhere.
  const patterns = [
    /^\s*import\s+(?:[\w$*{}\s,]+?\s+from\s*)?["']([^"'\s]+)["']/gm,
    /^\s*export\s+[\w$*{}\s,]+?\s+from\s*["']([^"'\s]+)["']/gm,
    /\bimport\(\s*["']([^"'\s]+)["']\s*\)/g,
    /\brequire\(\s*["']([^"'\s]+)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) specifiers.add(match[1]!);
  }
  const packages = new Set<string>();
  for (const specifier of specifiers) {
    if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) continue;
    const parts = specifier.split('/');
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
    if (NODE_BUILTINS.has(name)) continue;
    packages.add(name);
  }
  return [...packages].sort();
}

/** What Cloud Build must install for functions/dist: the entry's imports and the renderer's (its chunks included); null without a bundle. */
export function readBundleImports(functionsDir: string): string[] | null {
  const bundle = join(functionsDir, 'dist', 'index.js');
  if (!existsSync(bundle)) return null;
  const rendererDir = join(functionsDir, 'dist', 'ssr');
  const sources = [bundle, ...(existsSync(rendererDir) ? javaScriptFiles(rendererDir) : [])];
  return [...new Set(sources.flatMap((file) => bundleImports(readFileSync(file, 'utf8'))))].sort();
}

export function checkFunctionsPackage(pkg: FunctionsPackageJson, imports: string[] | null): Check[] {
  const checks: Check[] = [];
  checks.push(pkg.main === 'dist/index.js' ? ok('functions/package.json main is dist/index.js') : fail(`functions/package.json "main" is ${JSON.stringify(pkg.main)}`, 'It must point at the bundle: "main": "dist/index.js".'));
  if (pkg.type !== 'module') checks.push(fail('functions/package.json is not "type": "module"', 'The bundle is ESM.'));
  if (pkg.scripts?.build !== undefined && pkg.scripts['gcp-build'] === undefined) {
    checks.push(
      fail(
        'Cloud Build would run `npm run build` on the upload (it has dist/, not src/)',
        'Add "gcp-build": "" to functions/package.json scripts: an empty gcp-build stops Cloud Build from running the build script.',
      ),
    );
  }
  checks.push(...checkEngines(pkg.engines?.node));
  const dependencies = pkg.dependencies ?? {};
  const sdk = ['firebase-functions', 'firebase-admin'].filter((name) => !(name in dependencies));
  checks.push(sdk.length === 0 ? ok('firebase-functions and firebase-admin are dependencies') : fail(`functions/package.json lacks ${sdk.join(', ')} in dependencies`));
  if (imports) {
    const missing = imports.filter((name) => !(name in dependencies));
    checks.push(
      missing.length === 0
        ? ok(`every package the bundle imports is a dependency (${imports.length})`)
        : fail(
            `the bundle imports ${missing.join(', ')}, not in functions/package.json dependencies`,
            'Cloud Build installs only functions/package.json dependencies (the workspace root is not uploaded): add them there, or stop importing them from index.ts (or, for the page renderer, bundle them: web/vite.config.ts ssr.noExternal).',
          ),
    );
  }
  return checks;
}
