import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  appSecurityHeaders,
  bundleImports,
  checkBuild,
  checkEndpoints,
  checkFirestore,
  checkFunctionsConfig,
  checkFunctionsPackage,
  checkHosting,
  checkParams,
  checkProject,
  checkSchema,
  checkSecurityHeadersMatchApp,
  declaredSecrets,
  discoverFunctions,
  EXPECTED_FUNCTIONS,
  enginesAllow,
  globMatches,
  hasFailures,
  headersFor,
  resolveProject,
  rendererFiles,
  rewriteFor,
  type BuildInputs,
  type Check,
  type FirebaseJson,
  type Manifest,
  type ManifestEndpoint,
} from './deploy-check';

const ROOT = resolve(import.meta.dirname, '..');
const repoFirebaseJson = () => JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
const repoRules = readFileSync(join(ROOT, 'firestore.rules'), 'utf8');
const repoIndexes = readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8');

const failures = (checks: Check[]) => checks.filter((check) => check.status === 'fail').map((check) => check.label);

/** The shape of this repository's firebase.json, loose enough for the tests to break it. */
interface EditableFirebaseJson {
  hosting: {
    public: string;
    predeploy?: string[];
    rewrites: { source: string; destination?: string; function?: { functionId: string; region?: string } }[];
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  functions?: { runtime?: string; predeploy?: string[]; ignore: string[] }[];
  firestore: { rules?: string; indexes?: string };
}

/** A deep copy of the repository's firebase.json, changed by `edit`. */
function firebaseJsonWith(edit: (config: EditableFirebaseJson) => void): FirebaseJson {
  const config = JSON.parse(JSON.stringify(repoFirebaseJson())) as EditableFirebaseJson;
  edit(config);
  return config as FirebaseJson;
}
type Edit = (config: EditableFirebaseJson) => void;

describe('the repository configuration', () => {
  it('passes the functions package check (main, ESM, engines, SDK, no build in Cloud Build)', () => {
    const functionsPackage = JSON.parse(readFileSync(join(ROOT, 'functions', 'package.json'), 'utf8')) as Parameters<typeof checkFunctionsPackage>[0];
    expect(failures(checkFunctionsPackage(functionsPackage, null))).toEqual([]);
  });

  it('gives Cloud Build every package the Cloud Functions entry imports, the Cloudinary SDK included', async () => {
    // The entry bundled as functions/build.mjs bundles it (npm packages left as imports), in memory.
    const bundle = await build({
      entryPoints: [join(ROOT, 'functions', 'src', 'index.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      write: false,
      outdir: join(ROOT, 'functions', 'dist'),
      logLevel: 'silent',
    });
    const source = bundle.outputFiles.find((file) => file.path.endsWith('index.js'))!.text;
    const imports = bundleImports(source);
    expect(imports).toEqual(expect.arrayContaining(['cloudinary', 'firebase-functions', 'sharp']));
    const functionsPackage = JSON.parse(readFileSync(join(ROOT, 'functions', 'package.json'), 'utf8')) as Parameters<typeof checkFunctionsPackage>[0];
    expect(failures(checkFunctionsPackage(functionsPackage, imports))).toEqual([]);
  });

  it('passes every firebase.json, rules and indexes check', () => {
    const config = repoFirebaseJson();
    const checks = [...checkHosting(config), ...checkFunctionsConfig(config), ...checkFirestore(config, { rules: repoRules, indexes: repoIndexes })];
    expect(failures(checks)).toEqual([]);
    expect(checks.filter((check) => check.status === 'warn')).toEqual([]);
  });

  it('routes and caches paths as intended', () => {
    const hosting = repoFirebaseJson().hosting as Parameters<typeof rewriteFor>[0];
    const api = { functionId: 'api', region: 'asia-south1' };
    expect(rewriteFor(hosting, '/api/admin/uploads')?.function).toEqual(api);
    // Pages, the unknown ones too, are rendered by the same function.
    for (const path of ['/', '/amaravati-updates/abc', '/admin/leads', '/no-such-page']) expect(rewriteFor(hosting, path)?.function, path).toEqual(api);
    for (const path of ['/assets/gone-123.js', '/images/gone.webp', '/videos/gone.mp4']) expect(rewriteFor(hosting, path), path).toBeUndefined();
    expect(headersFor(hosting, '/assets/index-1.js').get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headersFor(hosting, '/favicon.svg').get('cache-control')).toBe('no-cache');
    // The function's own Cache-Control reaches the CDN and the browser on pages and the API.
    for (const path of ['/', '/admin/leads', '/amaravati-updates', '/api/plots']) expect(headersFor(hosting, path).get('cache-control'), path).toBeUndefined();
    expect(headersFor(hosting, '/api/plots').get('x-content-type-options')).toBe('nosniff');
  });

  it('sets the same security headers as the app (helmet) on files, and leaves the CSP of pages to the function', () => {
    const hosting = repoFirebaseJson().hosting as Parameters<typeof headersFor>[0];
    const app = appSecurityHeaders();
    expect(app.get('content-security-policy')).toContain("frame-ancestors 'none'");
    for (const path of ['/assets/index-1.js', '/images/about.webp', '/favicon.svg']) expect(failures(checkSecurityHeadersMatchApp(headersFor(hosting, path), app)), path).toEqual([]);
    for (const path of ['/', '/amaravati-updates/abc', '/admin/leads']) {
      expect(headersFor(hosting, path).get('content-security-policy'), path).toBeUndefined();
      expect(headersFor(hosting, path).get('strict-transport-security'), path).toBe(app.get('strict-transport-security'));
    }
  });
});

describe('security headers of Hosting against the app', () => {
  const app = () => appSecurityHeaders();
  const hostingWith = (edit: (headers: Map<string, string>) => void) => {
    const headers = headersFor(repoFirebaseJson().hosting as Parameters<typeof headersFor>[0], '/assets/index-1.js');
    edit(headers);
    return headers;
  };

  it('ignores the spacing and order of CSP directives', () => {
    const reordered = hostingWith((h) => h.set('content-security-policy', h.get('content-security-policy')!.split('; ').reverse().join(';  ')));
    expect(failures(checkSecurityHeadersMatchApp(reordered, app()))).toEqual([]);
  });

  it.each<[string, (headers: Map<string, string>) => void, RegExp]>([
    ['a CSP source the app does not allow', (h) => h.set('content-security-policy', h.get('content-security-policy')!.replace("connect-src 'self'", "connect-src 'self' https://api.example.com")), /content-security-policy/],
    ['a CSP directive missing', (h) => h.set('content-security-policy', h.get('content-security-policy')!.replace("; form-action 'self'", '')), /content-security-policy/],
    ['another HSTS lifetime', (h) => h.set('strict-transport-security', 'max-age=600'), /strict-transport-security/],
    ['no X-Frame-Options', (h) => h.delete('x-frame-options'), /x-frame-options/],
  ])('fails on %s', (_case, edit, expected) => {
    expect(failures(checkSecurityHeadersMatchApp(hostingWith(edit), app())).join('\n')).toMatch(expected);
  });
});

describe('broken firebase.json', () => {
  it.each<[string, Edit, RegExp]>([
    ['the api rewrite names another function', (c) => (c.hosting.rewrites[0]!.function!.functionId = 'app'), /not api/],
    ['the api rewrite has no region', (c) => delete c.hosting.rewrites[0]!.function!.region, /without region asia-south1/],
    ['a catch-all fallback comes first and swallows /api', (c) => c.hosting.rewrites.unshift({ source: '**', destination: '/index.html' }), /not rewritten to a function/],
    ['pages are not rewritten to the function', (c) => c.hosting.rewrites.pop(), /page routes not rewritten to function api in asia-south1: \/ \(not rewritten\)/],
    ['pages go to the function without its region', (c) => delete c.hosting.rewrites[1]!.function!.region, /page routes not rewritten .*\/ \(function api \(no region\)\)/],
    ['pages go to another function', (c) => (c.hosting.rewrites[1]!.function!.functionId = 'pages'), /page routes not rewritten .*function pages in asia-south1/],
    ['the old SPA fallback is back (for pages)', (c) => (c.hosting.rewrites[1] = { source: '!/@(api|assets|images|videos)/**', destination: '/index.html' }), /page routes not rewritten .*\/index\.html/],
    ['an SPA fallback is left behind the page rewrite', (c) => c.hosting.rewrites.push({ source: '**', destination: '/index.html' }), /rewrite to \/index\.html/],
    ['missing hashed files go to the function', (c) => (c.hosting.rewrites[1]!.source = '**'), /missing files are rewritten: \/assets\/index-3f9a1c2b\.js → function api/],
    ['hosting serves another folder', (c) => (c.hosting.public = 'dist'), /hosting.public/],
    ['hashed assets are not immutable', (c) => (c.hosting.headers = c.hosting.headers.filter((rule) => rule.source !== '/assets/**')), /\/assets\/\*\* Cache-Control/],
    ['a rule sets Cache-Control on pages', (c) => c.hosting.headers.push({ source: '!/@(api|assets|images|videos)/**', headers: [{ key: 'Cache-Control', value: 'no-cache' }] }), /Cache-Control on pages: \/ \(no-cache\)/],
    ['a rule sets Cache-Control on the API', (c) => c.hosting.headers.push({ source: '**', headers: [{ key: 'Cache-Control', value: 'no-cache' }] }), /Cache-Control on \/api/],
    ['the CSP does not allow Cloudinary images', (c) => (c.hosting.headers[1]!.headers[0]!.value = c.hosting.headers[1]!.headers[0]!.value.replace(' https://res.cloudinary.com', '')), /res\.cloudinary\.com/],
    ['the CSP lets anything frame the site', (c) => (c.hosting.headers[1]!.headers[0]!.value = c.hosting.headers[1]!.headers[0]!.value.replace("; frame-ancestors 'none'", '')), /frame-ancestors/],
    ['the files have no CSP', (c) => c.hosting.headers.splice(1, 1), /no Content-Security-Policy on the files/],
    ['a rule sets a CSP on pages (it would block their inline script)', (c) => c.hosting.headers[0]!.headers.push({ key: 'Content-Security-Policy', value: c.hosting.headers[1]!.headers[0]!.value }), /Content-Security-Policy on pages: \/, /],
  ])('fails when %s', (_case, edit, expected) => {
    const labels = failures(checkHosting(firebaseJsonWith(edit)));
    expect(labels.join('\n')).toMatch(expected);
  });

  it('warns when root files are left to the default cache, or the hosting predeploy builds the web app alone', () => {
    const warnings = (edit: Edit) => checkHosting(firebaseJsonWith(edit)).filter((check) => check.status === 'warn').map((check) => check.label).join('\n');
    expect(warnings((c) => (c.hosting.headers = c.hosting.headers.filter((rule) => rule.source !== '/*.*')))).toMatch(/\/favicon\.svg Cache-Control is "Hosting default/);
    expect(warnings((c) => (c.hosting.predeploy = ['npm --prefix "$PROJECT_DIR" run build -w web']))).toMatch(/no predeploy that runs the whole build/);
  });

  it.each<[string, Edit, RegExp]>([
    ['the runtime is missing', (c) => delete c.functions![0]!.runtime, /runtime is not set/],
    ['the runtime is another Node', (c) => (c.functions![0]!.runtime = 'nodejs20'), /nodejs20, not nodejs22/],
    ['nothing builds before deploy', (c) => delete c.functions![0]!.predeploy, /predeploy does not build/],
    ['the predeploy builds the functions without the web app', (c) => (c.functions![0]!.predeploy = ['npm --prefix "$RESOURCE_DIR" run build']), /builds the functions alone/],
    ['the bundle is not uploaded', (c) => c.functions![0]!.ignore.push('dist'), /excludes the bundle/],
    ['the page renderer is not uploaded', (c) => c.functions![0]!.ignore.push('dist/ssr/**'), /excludes the page renderer/],
    ['there is no functions entry', (c) => delete c.functions, /no functions entry/],
  ])('fails when %s', (_case, edit, expected) => {
    expect(failures(checkFunctionsConfig(firebaseJsonWith(edit))).join('\n')).toMatch(expected);
  });

  it('fails when the firestore block lacks rules or indexes', () => {
    const config = firebaseJsonWith((c) => delete c.firestore.indexes);
    expect(failures(checkFirestore(config, { rules: repoRules, indexes: repoIndexes })).join('\n')).toMatch(/needs "rules" and "indexes"/);
  });
});

describe('firebase.json schema', () => {
  it('turns the CLI validator errors into failures, and says when it could not run', () => {
    expect(checkSchema([])).toEqual([{ status: 'ok', label: 'firebase.json matches the Firebase CLI schema' }]);
    expect(failures(checkSchema(['Object "/hosting" in "firebase.json" has unknown property: {"additionalProperty":"rewrite"}']))).toHaveLength(1);
    expect(checkSchema(null)[0]!.status).toBe('info');
  });
});

describe('firestore.rules and indexes', () => {
  const config = repoFirebaseJson();
  const rulesWith = (body: string) => `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}\n`;

  it.each([
    ['reads allowed to everyone', 'match /{document=**} { allow read: if true; allow write: if false; }'],
    ['signed-in users allowed', 'match /{document=**} { allow read, write: if request.auth != null; }'],
    ['an unconditional allow', 'match /{document=**} { allow read, write: if false; }\nmatch /plots/{id} { allow read; }'],
    ['one collection opened', 'match /{document=**} { allow read, write: if false; }\nmatch /blogs/{id} { allow get, list: if true; }'],
  ])('fails with %s', (_case, body) => {
    expect(failures(checkFirestore(config, { rules: rulesWith(body), indexes: repoIndexes })).join('\n')).toMatch(/grants client access/);
  });

  it('passes deny-all rules, comments mentioning allow included', () => {
    const rules = rulesWith('// allow read: if true;  (never)\n/* allow write; */\nmatch /{document=**} {\n allow read, write: if false;\n}');
    expect(failures(checkFirestore(config, { rules, indexes: repoIndexes }))).toEqual([]);
  });

  it('fails when rules deny only some documents, or are missing', () => {
    expect(failures(checkFirestore(config, { rules: rulesWith('match /plots/{id} { allow read, write: if false; }'), indexes: repoIndexes })).join('\n')).toMatch(/does not cover every document/);
    expect(failures(checkFirestore(config, { rules: null, indexes: repoIndexes })).join('\n')).toMatch(/missing/);
  });

  it('fails when firestore.indexes.json does not parse or has no indexes', () => {
    expect(failures(checkFirestore(config, { rules: repoRules, indexes: '{ "indexes": [' })).join('\n')).toMatch(/not JSON/);
    expect(failures(checkFirestore(config, { rules: repoRules, indexes: '{}' })).join('\n')).toMatch(/no "indexes" array/);
  });
});

describe('globs as Hosting reads them', () => {
  it.each([
    ['/api/**', '/api/plots', true],
    ['/api/**', '/api/admin/uploads', true],
    ['/api/**', '/api', false],
    ['/api/**', '/api/', true],
    ['/a/**/b', '/a/b', true],
    ['/a/**/b', '/a/x/y/b', true],
    ['/api/**', '/apiary', false],
    ['**', '/anything/at/all', true],
    ['**/*.html', '/index.html', true],
    ['**/*.html', '/a/b.html', true],
    ['/assets/**', '/assets/x.js', true],
    ['!/@(api|assets)/**', '/plots/1', true],
    ['!/@(api|assets)/**', '/', true],
    ['!/@(api|assets)/**', '/assets/x.js', false],
    ['!/@(api|assets)/**', '/api/x', false],
    ['/*.*', '/favicon.svg', true],
    ['/*.*', '/', false],
    ['/*.*', '/amaravati-updates/a.b', false],
    ['/*.{js,css}', '/a.css', true],
    ['/*.{js,css}', '/a/b.css', false],
  ])('%s on %s → %s', (glob, path, expected) => {
    expect(globMatches(glob, path)).toBe(expected);
  });
});

describe('project', () => {
  const firebaserc = { projects: { default: 'demo-amaravati', prod: 'amaravati-plots' } };
  it('takes --project, then FIREBASE_PROJECT, then the .firebaserc default, resolving aliases', () => {
    expect(resolveProject({ flag: 'prod', env: 'other-project', firebaserc })).toEqual({ projectId: 'amaravati-plots', source: '--project (alias prod)' });
    expect(resolveProject({ env: 'other-project', firebaserc })).toEqual({ projectId: 'other-project', source: 'FIREBASE_PROJECT' });
    expect(resolveProject({ firebaserc })).toEqual({ projectId: 'demo-amaravati', source: '.firebaserc default' });
    expect(resolveProject({ firebaserc: null }).projectId).toBeUndefined();
  });

  it('refuses a demo project, no project and a malformed id', () => {
    expect(failures(checkProject(resolveProject({ firebaserc })))[0]).toMatch(/demo project/);
    expect(failures(checkProject({ projectId: undefined, source: 'nowhere' }))[0]).toMatch(/no Firebase project/);
    expect(failures(checkProject({ projectId: 'Bad_Project', source: '--project' }))[0]).toMatch(/not a Firebase project id/);
    expect(failures(checkProject({ projectId: 'amaravati-plots', source: '--project' }))).toEqual([]);
  });
});

describe('the functions package and bundle', () => {
  const pkg = { main: 'dist/index.js', type: 'module', engines: { node: '>=20' }, scripts: { build: 'node build.mjs', 'gcp-build': '' }, dependencies: { 'firebase-functions': '^7', 'firebase-admin': '^13', express: '^5', sharp: '^0.34' } };

  it('reads the packages a bundle imports', () => {
    const source = [
      'import {',
      '  onRequest',
      '} from "firebase-functions/v2/https";',
      'import express from "express";',
      'import { createHash } from "node:crypto";',
      'import path from "path";',
      'import "./side-effect.js";',
      'const sharp = await import("sharp");',
      'export { x } from "@scope/pkg/sub";',
      'const text = "import x from \'not-a-module\'";',
      // What the page renderer (Vite's SSR bundle) does: node built-ins through createRequire.
      'import { createRequire } from "node:module";',
      'const hooks = require("async_hooks"), channels = require("diagnostics_channel");',
    ].join('\n');
    expect(bundleImports(source)).toEqual(['@scope/pkg', 'express', 'firebase-functions', 'sharp']);
  });

  it('passes a package that gives Cloud Build everything the bundle imports', () => {
    expect(failures(checkFunctionsPackage(pkg, ['express', 'firebase-functions', 'sharp']))).toEqual([]);
  });

  it('fails on a wrong main, a missing dependency, and engines that exclude Node 22', () => {
    expect(failures(checkFunctionsPackage({ ...pkg, main: 'lib/index.js' }, [])).join('\n')).toMatch(/"main"/);
    expect(failures(checkFunctionsPackage(pkg, ['express', 'busboy'])).join('\n')).toMatch(/imports busboy/);
    expect(failures(checkFunctionsPackage({ ...pkg, engines: { node: '20.x' } }, [])).join('\n')).toMatch(/excludes Node 22/);
    expect(failures(checkFunctionsPackage({ ...pkg, dependencies: { express: '^5' } }, [])).join('\n')).toMatch(/lacks firebase-functions, firebase-admin/);
    expect(failures(checkFunctionsPackage({ ...pkg, scripts: { build: 'node build.mjs' } }, [])).join('\n')).toMatch(/Cloud Build would run/);
  });

  it.each([
    ['>=20', true],
    ['22', true],
    ['^22.1.0', true],
    ['20 || 22', true],
    ['>=18 <22', false],
    ['20.x', false],
  ])('engines %s admits Node 22: %s', (range, expected) => {
    expect(enginesAllow(range, 22)).toBe(expected);
  });
});

describe('the build', () => {
  const good: BuildInputs = { webAssets: true, webIndexHtml: false, functionsBundle: true, rendererMissing: [], filesNotInWeb: [] };

  it('passes web files without index.html and a bundle carrying the renderer of the same build', () => {
    expect(failures(checkBuild(good))).toEqual([]);
  });

  it.each<[string, Partial<BuildInputs>, RegExp]>([
    ['web/dist still has an index.html (Hosting would serve it for /)', { webIndexHtml: true }, /web\/dist\/index\.html exists/],
    ['the web app is not built', { webAssets: false }, /web\/dist\/assets is missing/],
    ['the functions are not built', { functionsBundle: false }, /functions\/dist\/index\.js is missing/],
    ['the renderer is not in the bundle', { rendererMissing: ['entry-server.js', 'template.html'] }, /functions\/dist\/ssr lacks entry-server\.js, template\.html/],
    ['the renderer comes from another build', { filesNotInWeb: ['assets/a.js', 'assets/b.js', 'assets/c.css', 'assets/d.js'] }, /names files web\/dist lacks: assets\/a\.js, assets\/b\.js, assets\/c\.css and 1 more/],
  ])('fails when %s', (_case, change, expected) => {
    expect(failures(checkBuild({ ...good, ...change })).join('\n')).toMatch(expected);
  });

  it('lists the files the rendered pages name: the template links and every chunk, style and asset of the manifest', () => {
    const template = '<link rel="icon" href="/favicon.svg"><script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="stylesheet" href="/assets/index-b2.css"><a href="https://example.com/x">';
    const manifest = {
      'index.html': { file: 'assets/index-a1.js', isEntry: true, css: ['assets/index-b2.css'], imports: ['_shared'] },
      _shared: { file: 'assets/shared-c3.js' },
      'src/app/routes/home.tsx': { file: 'assets/home-d4.js', isDynamicEntry: true, assets: ['assets/hero-e5.webp'] },
    };
    expect(rendererFiles(template, manifest)).toEqual(['assets/hero-e5.webp', 'assets/home-d4.js', 'assets/index-a1.js', 'assets/index-b2.css', 'assets/shared-c3.js', 'favicon.svg']);
  });
});

describe('discovered functions', () => {
  function goodManifest(): Manifest {
    const endpoints: Record<string, ManifestEndpoint> = {};
    for (const [name, expected] of Object.entries(EXPECTED_FUNCTIONS)) {
      endpoints[name] = {
        platform: 'gcfv2',
        region: ['asia-south1'],
        maxInstances: expected.kind === 'schedule' ? 1 : 3,
        secretEnvironmentVariables: [{ key: 'CLOUDINARY_URL' }],
        ...(expected.kind === 'https' ? { httpsTrigger: { invoker: ['public'] } } : {}),
        ...(expected.kind === 'event' ? { eventTrigger: { eventType: expected.eventType!, eventFilterPathPatterns: { document: expected.document! }, retry: true } } : {}),
        ...(expected.kind === 'schedule' ? { scheduleTrigger: { schedule: '30 2 * * *', timeZone: 'Asia/Kolkata' } } : {}),
      };
    }
    return { endpoints, params: [{ name: 'CLOUDINARY_URL', type: 'secret' }, { name: 'WEB_API_KEY', type: 'string' }] };
  }

  it('passes api, every trigger and both schedules in asia-south1 with caps', () => {
    expect(failures(checkEndpoints(goodManifest()))).toEqual([]);
    expect(declaredSecrets(goodManifest())).toEqual(['CLOUDINARY_URL']);
  });

  it.each<[string, (manifest: Manifest) => void, RegExp]>([
    ['a trigger is missing', (m) => delete m.endpoints.onPlotDeleted, /onPlotDeleted is not exported/],
    ['a function runs in us-central1', (m) => (m.endpoints.onLeadCreated!.region = ['us-central1']), /not in asia-south1: onLeadCreated/],
    ['a function has no maxInstances', (m) => (m.endpoints.api!.maxInstances = null), /maxInstances missing or above 10: api \(none\)/],
    ['a function may scale too far', (m) => (m.endpoints.onBlogCreated!.maxInstances = 100), /onBlogCreated \(100\)/],
    ['a trigger watches the wrong collection', (m) => (m.endpoints.onLeadDeleted!.eventTrigger!.eventFilterPathPatterns = { document: 'leads/{id}' }), /onLeadDeleted watches leads\/\{id\}/],
    ['a schedule runs in UTC', (m) => (m.endpoints.reconcileCountersNightly!.scheduleTrigger!.timeZone = null), /time zone UTC/],
    ['a parameter uses a reserved name', (m) => m.params!.push({ name: 'FIREBASE_WEB_API_KEY', type: 'string' }), /reserves: FIREBASE_WEB_API_KEY/],
  ])('fails when %s', (_case, edit, expected) => {
    const manifest = goodManifest();
    edit(manifest);
    expect(failures(checkEndpoints(manifest)).join('\n')).toMatch(expected);
  });

  it('reports parameters with their values from functions/.env files', () => {
    const manifest: Manifest = { endpoints: {}, params: [{ name: 'WEB_API_KEY', type: 'string' }, { name: 'PUBLIC_ORIGIN', type: 'string', default: '' }, { name: 'CLOUDINARY_URL', type: 'secret' }] };
    const checks = checkParams(manifest, { '.env.amaravati-plots': 'WEB_API_KEY="abc"\n' }, 'amaravati-plots');
    expect(checks.map((check) => [check.status, check.label])).toEqual([
      ['ok', 'parameter WEB_API_KEY set in functions/.env files'],
      ['info', 'parameter PUBLIC_ORIGIN: default ""'],
    ]);
    expect(hasFailures(checks)).toBe(false);
  });

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
