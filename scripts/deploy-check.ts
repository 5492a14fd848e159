/**
 * `npm run deploy:check`: validates the Firebase configuration and the build without touching the
 * network, prints a checklist, and exits 1 on any problem. `npm run deploy` builds, runs this with
 * `--deploy`, and only when everything passed runs `firebase deploy` against the project checked.
 *
 *   npm run deploy:check -- --project my-project     (or FIREBASE_PROJECT=my-project)
 *   npm run deploy -- --project my-project
 *
 * What it checks: firebase.json (hosting of web/dist; /api/** and the page routes → the api
 * function in asia-south1, hashed files never rewritten, no SPA fallback; cache headers that leave
 * the pages' own Cache-Control alone; security headers equal to the app's; functions runtime and a
 * predeploy that builds the web app with the functions; rules and indexes, emulators),
 * firestore.rules denying every client read and write, firestore.indexes.json, the target project
 * (set, and not a demo- project), the build (web/dist without index.html, functions/dist/index.js
 * with the page renderer in functions/dist/ssr, both from one build), what the deployed
 * functions/package.json gives Cloud Build (the entry's and the renderer's imports), and the
 * functions the Firebase CLI will discover in the bundle (region, maxInstances, triggers,
 * schedules, the secrets and parameters they declare).
 *
 * The checks are pure functions over parsed inputs (tested in deploy-check.test.ts); the CLI at the
 * bottom only reads files, runs the functions SDK's own discovery on the bundle in a child
 * process (as `firebase deploy` does), and prints.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClientManifest } from '../functions/src/core/page-render';
import { securityHeaders } from '../functions/src/http/middleware/security-headers';

// ---------------------------------------------------------------------------------------------
// What the deployment must look like

export const REGION = 'asia-south1';
export const RUNTIME = 'nodejs22';
/** The most instances any one function may scale to (docs/security.md: cap maxInstances on every function). */
export const MAX_INSTANCES_CAP = 10;
export const TIME_ZONE = 'Asia/Kolkata';
export const SECRET_SET_COMMAND = 'npx firebase functions:secrets:set';

type Kind = 'https' | 'event' | 'schedule';
interface ExpectedFunction {
  kind: Kind;
  eventType?: string;
  document?: string;
}

const FIRESTORE_EVENT = 'google.cloud.firestore.document.v1';
/** Every function index.ts must export, with its trigger. */
export const EXPECTED_FUNCTIONS: Record<string, ExpectedFunction> = {
  api: { kind: 'https' },
  onLeadCreated: { kind: 'event', eventType: `${FIRESTORE_EVENT}.created`, document: 'contactSubmissions/{leadId}' },
  onLeadUpdated: { kind: 'event', eventType: `${FIRESTORE_EVENT}.updated`, document: 'contactSubmissions/{leadId}' },
  onLeadDeleted: { kind: 'event', eventType: `${FIRESTORE_EVENT}.deleted`, document: 'contactSubmissions/{leadId}' },
  onLeadNotice: { kind: 'event', eventType: `${FIRESTORE_EVENT}.created`, document: 'contactSubmissions/{leadId}' },
  onPlotCreated: { kind: 'event', eventType: `${FIRESTORE_EVENT}.created`, document: 'plots/{plotId}' },
  onPlotUpdated: { kind: 'event', eventType: `${FIRESTORE_EVENT}.updated`, document: 'plots/{plotId}' },
  onPlotDeleted: { kind: 'event', eventType: `${FIRESTORE_EVENT}.deleted`, document: 'plots/{plotId}' },
  onBlogCreated: { kind: 'event', eventType: `${FIRESTORE_EVENT}.created`, document: 'blogs/{blogId}' },
  onBlogDeleted: { kind: 'event', eventType: `${FIRESTORE_EVENT}.deleted`, document: 'blogs/{blogId}' },
  reconcileCountersNightly: { kind: 'schedule' },
  cleanupOrphanImagesNightly: { kind: 'schedule' },
  leadDigestMorning: { kind: 'schedule' },
};

/** Environment keys Cloud Functions reserves: a parameter or .env key named so makes `firebase deploy` fail. */
const RESERVED_PREFIXES = ['X_GOOGLE_', 'FIREBASE_', 'EXT_', 'KIT_'];
const RESERVED_KEYS = new Set([
  'FIREBASE_CONFIG',
  'CLOUD_RUNTIME_CONFIG',
  'EVENTARC_CLOUD_EVENT_SOURCE',
  'ENTRY_POINT',
  'GCP_PROJECT',
  'GCLOUD_PROJECT',
  'GOOGLE_CLOUD_PROJECT',
  'FUNCTION_TRIGGER_TYPE',
  'FUNCTION_NAME',
  'FUNCTION_MEMORY_MB',
  'FUNCTION_TIMEOUT_SEC',
  'FUNCTION_IDENTITY',
  'FUNCTION_REGION',
  'FUNCTION_TARGET',
  'FUNCTION_SIGNATURE_TYPE',
  'K_SERVICE',
  'K_REVISION',
  'PORT',
  'K_CONFIGURATION',
]);

// ---------------------------------------------------------------------------------------------
// Checklist

export type Status = 'ok' | 'fail' | 'warn' | 'info';

export interface Check {
  status: Status;
  /** One line: what was checked, or what is wrong. */
  label: string;
  /** How to put it right (fail/warn) or extra facts (info). */
  hint?: string;
}

const ok = (label: string, hint?: string): Check => ({ status: 'ok', label, ...(hint ? { hint } : {}) });
const fail = (label: string, hint?: string): Check => ({ status: 'fail', label, ...(hint ? { hint } : {}) });
const warn = (label: string, hint?: string): Check => ({ status: 'warn', label, ...(hint ? { hint } : {}) });
const info = (label: string, hint?: string): Check => ({ status: 'info', label, ...(hint ? { hint } : {}) });

export function hasFailures(checks: readonly Check[]): boolean {
  return checks.some((check) => check.status === 'fail');
}

// ---------------------------------------------------------------------------------------------
// Hosting globs (the subset firebase.json uses: **, *, ?, @(a|b), {a,b}, a leading !)

/** Whether a Hosting `source` glob matches a request path, as Hosting (and its emulator, minimatch) reads it. */
export function globMatches(glob: string, path: string): boolean {
  const negated = glob.startsWith('!');
  const pattern = negated ? glob.slice(1) : glob;
  const matched = globToRegExp(pattern).test(path);
  return negated ? !matched : matched;
}

function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      const after = glob[i + 2];
      i += 1;
      if (after === '/') {
        // `**/` matches no directory or any number of them.
        i += 1;
        source += '(?:.*/)?';
      } else {
        source += '.*';
      }
    } else if (char === '*') {
      source += '[^/]*';
    } else if (char === '?') {
      source += '[^/]';
    } else if ((char === '@' || char === '+') && glob[i + 1] === '(') {
      const close = glob.indexOf(')', i);
      const options = glob.slice(i + 2, close).split('|').map(escapeRegExp);
      source += `(?:${options.join('|')})${char === '+' ? '+' : ''}`;
      i = close;
    } else if (char === '{') {
      const close = glob.indexOf('}', i);
      source += `(?:${glob.slice(i + 1, close).split(',').map(escapeRegExp).join('|')})`;
      i = close;
    } else {
      source += escapeRegExp(char);
    }
  }
  return new RegExp(`^${source}$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// ---------------------------------------------------------------------------------------------
// firebase.json

interface HostingRewrite {
  source?: string;
  regex?: string;
  destination?: string;
  function?: string | { functionId?: string; region?: string };
  run?: unknown;
}
interface HostingHeaderRule {
  source?: string;
  regex?: string;
  headers?: { key?: string; value?: string }[];
}
interface HostingConfig {
  public?: string;
  predeploy?: string | string[];
  rewrites?: HostingRewrite[];
  headers?: HostingHeaderRule[];
}
interface FunctionsConfig {
  source?: string;
  codebase?: string;
  runtime?: string;
  ignore?: string[];
  predeploy?: string | string[];
}
export interface FirebaseJson {
  hosting?: HostingConfig | HostingConfig[];
  functions?: FunctionsConfig | FunctionsConfig[];
  firestore?: { rules?: string; indexes?: string } | unknown[];
  emulators?: Record<string, unknown>;
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const matches = (rule: { source?: string; regex?: string }, path: string) =>
  rule.source !== undefined ? globMatches(rule.source, path) : rule.regex !== undefined ? new RegExp(rule.regex).test(path) : false;

/** The rewrite Hosting applies to a path it has no file for: the first that matches. */
export function rewriteFor(hosting: HostingConfig, path: string): HostingRewrite | undefined {
  return (hosting.rewrites ?? []).find((rule) => matches(rule, path));
}

/** The custom headers Hosting sends for a path: every matching rule applies, and for one header the last matching rule wins. */
export function headersFor(hosting: HostingConfig, path: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of hosting.headers ?? []) {
    if (!matches(rule, path)) continue;
    for (const header of rule.headers ?? []) {
      if (header.key && header.value !== undefined) headers.set(header.key.toLowerCase(), header.value);
    }
  }
  return headers;
}

/** Sample paths the checks evaluate the rules on. */
const PATHS = {
  api: '/api/plots',
  /** Pages, known and unknown (the function answers those with the not-found page). */
  pages: ['/', '/properties', '/buy/residential', '/amaravati-updates', '/amaravati-updates/3f2a9c', '/admin/leads', '/no-such-page'],
  asset: '/assets/index-3f9a1c2b.js',
  /** Hosting's own files: a miss must be Hosting's 404, never a page (features/pages: NOT_PAGES). */
  files: ['/assets/index-3f9a1c2b.js', '/images/about.webp', '/videos/hero.mp4'],
  /** A file at the root of web/dist. */
  rootFile: '/favicon.svg',
};

/** The one command that builds the web app, then the functions with its page renderer (package.json "build"). */
const FULL_BUILD = 'npm --prefix "$PROJECT_DIR" run build';
const isFullBuild = (command: string) => /--prefix\s+"?\$\{?PROJECT_DIR\}?"?\s+run\s+build\s*$/.test(command.trim());

function functionOf(rewrite: HostingRewrite | undefined): { id: string | undefined; region: string | undefined } | null {
  if (!rewrite?.function) return null;
  return typeof rewrite.function === 'string' ? { id: rewrite.function, region: undefined } : { id: rewrite.function.functionId, region: rewrite.function.region };
}

const REQUIRED_CSP = ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"];

export function checkHosting(config: FirebaseJson): Check[] {
  const sites = asList(config.hosting);
  if (sites.length !== 1) return [fail('firebase.json: exactly one "hosting" site expected', 'Add "hosting": { "public": "web/dist", ... }.')];
  const hosting = sites[0]!;
  const checks: Check[] = [];

  checks.push(hosting.public === 'web/dist' ? ok('hosting serves web/dist') : fail(`hosting.public is ${JSON.stringify(hosting.public)}`, 'Set "public": "web/dist" (the Vite build).'));
  checks.push(
    asList(hosting.predeploy).some(isFullBuild)
      ? ok('hosting predeploy builds the web app and the functions (one build for files and renderer)')
      : warn(
          'hosting has no predeploy that runs the whole build',
          `Add "predeploy": [${JSON.stringify(FULL_BUILD)}], so a plain \`firebase deploy\` ships the files of the build the renderer in the function comes from.`,
        ),
  );

  const api = functionOf(rewriteFor(hosting, PATHS.api));
  if (!api) {
    checks.push(fail(`${PATHS.api} is not rewritten to a function`, 'Put { "source": "/api/**", "function": { "functionId": "api", "region": "asia-south1" } } first in hosting.rewrites.'));
  } else if (api.id !== 'api') {
    checks.push(fail(`/api/** is rewritten to function ${JSON.stringify(api.id)}, not api`, 'The rewrite must name the exported function: "functionId": "api".'));
  } else if (api.region !== REGION) {
    checks.push(fail(`/api/** → api without region ${REGION} (${api.region ?? 'none'})`, `Hosting looks the function up in us-central1 unless told: add "region": "${REGION}".`));
  } else {
    checks.push(ok(`/api/** → function api (${REGION})`));
  }

  const pageRewrite = `{ "source": "!/@(api|assets|images|videos)/**", "function": { "functionId": "api", "region": "${REGION}" } }`;
  const notRendered = PATHS.pages.filter((path) => {
    const target = functionOf(rewriteFor(hosting, path));
    return target?.id !== 'api' || target.region !== REGION;
  });
  checks.push(
    notRendered.length === 0
      ? ok(`page routes (${PATHS.pages.slice(0, 3).join(', ')}…, unknown ones too) → function api (${REGION}), which renders them`)
      : fail(
          `page routes not rewritten to function api in ${REGION}: ${notRendered.map((path) => `${path} (${describeRewrite(rewriteFor(hosting, path))})`).join(', ')}`,
          `Add ${pageRewrite} after the /api rewrite.`,
        ),
  );
  const rewrittenFiles = PATHS.files.filter((path) => rewriteFor(hosting, path) !== undefined);
  checks.push(
    rewrittenFiles.length === 0
      ? ok('missing /assets, /images and /videos files are not rewritten (Hosting answers 404)')
      : fail(
          `missing files are rewritten: ${rewrittenFiles.map((path) => `${path} → ${describeRewrite(rewriteFor(hosting, path))}`).join(', ')}`,
          `Exclude them from the page rewrite (${pageRewrite}): a stale hashed file must be a 404, never a page cached as a script.`,
        ),
  );
  const htmlFallbacks = (hosting.rewrites ?? []).filter((rule) => rule.destination !== undefined && /\.html$/.test(rule.destination));
  if (htmlFallbacks.length > 0) {
    checks.push(
      fail(
        `rewrite to ${htmlFallbacks.map((rule) => rule.destination).join(', ')} (an SPA fallback)`,
        'web/dist has no index.html any more: the api function renders every page. Remove the rewrite.',
      ),
    );
  }

  const assetCache = headersFor(hosting, PATHS.asset).get('cache-control') ?? '';
  checks.push(
    /\bimmutable\b/.test(assetCache) && /max-age=31536000\b/.test(assetCache)
      ? ok('/assets/** (hashed files) cached for a year, immutable')
      : fail(`/assets/** Cache-Control is ${JSON.stringify(assetCache || 'Hosting default (max-age=3600)')}`, 'Add a header rule for "/assets/**": "public, max-age=31536000, immutable".'),
  );
  const rootFileCache = headersFor(hosting, PATHS.rootFile).get('cache-control') ?? '';
  checks.push(
    /\bno-cache\b|\bmax-age=0\b/.test(rootFileCache)
      ? ok(`files at the root of web/dist (${PATHS.rootFile}) revalidated (no-cache)`)
      : warn(`${PATHS.rootFile} Cache-Control is ${JSON.stringify(rootFileCache || 'Hosting default (max-age=3600)')}`, 'Add a header rule for "/*.*": "no-cache" (their names carry no hash).'),
  );
  const overridden = PATHS.pages.filter((path) => headersFor(hosting, path).has('cache-control'));
  checks.push(
    overridden.length === 0
      ? ok('pages keep the Cache-Control the function gives them (edge-cached briefly: s-maxage + stale-while-revalidate)')
      : fail(
          `a hosting header rule sets Cache-Control on pages: ${overridden.map((path) => `${path} (${headersFor(hosting, path).get('cache-control')})`).join(', ')}`,
          'Hosting would send its value instead of the function\'s "public, max-age=0, s-maxage=30, stale-while-revalidate=30": limit Cache-Control rules to files ("/*.*", "/assets/**", "/@(images|videos)/**").',
        ),
  );
  const apiCache = headersFor(hosting, PATHS.api).get('cache-control');
  checks.push(
    apiCache === undefined
      ? ok('/api/** caching left to the API')
      : fail(`a hosting header rule sets Cache-Control on /api/** (${apiCache})`, 'The API sets its own (public reads cached, sessions no-store); exclude /api from that rule.'),
  );

  const file = headersFor(hosting, PATHS.asset);
  const csp = file.get('content-security-policy') ?? '';
  const missingCsp = REQUIRED_CSP.filter((directive) => !csp.includes(directive));
  const imgSrc = /(?:^|;)\s*img-src([^;]*)/.exec(csp)?.[1] ?? '';
  if (!csp) checks.push(fail('no Content-Security-Policy on the files', 'Add it in a "**/*.*" header rule (docs/security.md, Headers).'));
  else if (missingCsp.length > 0) checks.push(fail(`CSP lacks ${missingCsp.join(', ')}`));
  else if (!imgSrc.includes('https://res.cloudinary.com')) checks.push(fail('CSP img-src does not allow https://res.cloudinary.com', 'Plot images come from Cloudinary.'));
  else checks.push(ok('CSP set on the files (self only, Cloudinary images allowed)'));
  const pagePolicies = PATHS.pages.filter((path) => headersFor(hosting, path).has('content-security-policy'));
  checks.push(
    pagePolicies.length === 0
      ? ok("pages keep the function's Content-Security-Policy (it allows the pages' inline script by its hash)")
      : fail(
          `a hosting header rule sets Content-Security-Policy on pages: ${pagePolicies.join(', ')}`,
          'Hosting would send its policy instead of the function\'s, which blocks the inline script that holds taps and forms until a page is live: limit the CSP rule to files ("**/*.*").',
        ),
  );
  const page = headersFor(hosting, '/');
  const missingHeaders = ['strict-transport-security', 'x-content-type-options', 'referrer-policy'].filter((name) => !page.has(name));
  checks.push(missingHeaders.length === 0 ? ok('HSTS, nosniff and Referrer-Policy set') : fail(`security headers missing: ${missingHeaders.join(', ')}`));
  return checks;
}

function describeRewrite(rewrite: HostingRewrite | undefined): string {
  if (!rewrite) return 'not rewritten';
  const target = functionOf(rewrite);
  if (target) return `function ${target.id ?? '?'}${target.region ? ` in ${target.region}` : ' (no region)'}`;
  return rewrite.destination ?? (rewrite.run ? 'Cloud Run' : 'elsewhere');
}

/** The headers the app (helmet) puts on every answer, as a map of lower-case names. */
export function appSecurityHeaders(): Map<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  let done = false;
  securityHeaders()({} as never, response as never, () => (done = true));
  if (!done) throw new Error('the security-headers middleware did not finish synchronously');
  return headers;
}

/** A CSP as its directives (name → sorted sources), so spacing and order do not matter. */
function cspDirectives(policy: string): Map<string, string> {
  const directives = new Map<string, string>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name) directives.set(name.toLowerCase(), sources.sort().join(' '));
  }
  return directives;
}

/**
 * Hosting adds its header rules to every answer, the function's pages included, so the security
 * headers firebase.json sets on files must say what the app's helmet says: otherwise a page served
 * from the function and a file served from Hosting would carry different policies. (The pages'
 * own policy adds the hash of their inline script; Hosting sets none on them, see checkHosting.)
 */
export function checkSecurityHeadersMatchApp(hosting: Map<string, string>, app: Map<string, string>): Check[] {
  const names = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'cross-origin-opener-policy'];
  const differ = names.filter((name) => {
    const ours = hosting.get(name);
    const theirs = app.get(name);
    if (ours === undefined || theirs === undefined) return ours !== theirs;
    if (name === 'content-security-policy') {
      const [a, b] = [cspDirectives(ours), cspDirectives(theirs)];
      return a.size !== b.size || [...a].some(([directive, sources]) => b.get(directive) !== sources);
    }
    return ours.toLowerCase() !== theirs.toLowerCase();
  });
  return [
    differ.length === 0
      ? ok('security headers of Hosting and of the app (helmet) agree')
      : fail(
          `firebase.json and the app's helmet disagree on ${differ.join(', ')}`,
          'Pages come from the function, files from Hosting: keep the "**" and "**/*.*" header rules equal to functions/src/http/middleware/security-headers.ts.',
        ),
  ];
}

/** firebase.json against the Firebase CLI's own schema: `errors` as the CLI words them, or null when the validator was not available. */
export function checkSchema(errors: string[] | null): Check[] {
  if (errors === null) return [info('firebase.json not checked against the Firebase CLI schema (firebase-tools not found)')];
  return errors.length === 0 ? [ok('firebase.json matches the Firebase CLI schema')] : errors.map((error) => fail(error));
}

export function checkFunctionsConfig(config: FirebaseJson): Check[] {
  const codebases = asList(config.functions);
  const functions = codebases.find((entry) => entry.source === 'functions');
  if (!functions) return [fail('firebase.json has no functions entry with "source": "functions"')];
  const checks: Check[] = [];
  checks.push(
    functions.runtime === RUNTIME
      ? ok(`functions runtime ${RUNTIME}`)
      : fail(
          functions.runtime ? `functions runtime is ${functions.runtime}, not ${RUNTIME}` : 'functions runtime is not set',
          `Set "runtime": "${RUNTIME}" (without it the CLI falls back to package.json engines).`,
        ),
  );
  const predeploy = asList(functions.predeploy);
  checks.push(
    predeploy.some(isFullBuild)
      ? ok('functions predeploy builds the web app, then the bundle with its page renderer')
      : predeploy.some((command) => /\brun build\b/.test(command))
        ? fail('functions predeploy builds the functions alone', `The bundle carries the web app's page renderer (functions/dist/ssr): build both, "predeploy": [${JSON.stringify(FULL_BUILD)}].`)
        : fail('functions predeploy does not build', `Add "predeploy": [${JSON.stringify(FULL_BUILD)}].`),
  );
  const ignore = functions.ignore ?? [];
  const ignores = (path: string) => ignore.some((pattern) => globMatches(`/${pattern.replace(/^\//, '')}`, `/${path}`));
  if (ignore.some((pattern) => pattern === 'dist' || pattern === 'dist/**' || pattern === 'dist/index.js')) {
    checks.push(fail('functions.ignore excludes the bundle (dist)', 'dist/index.js is what Cloud Functions runs.'));
  } else if (['dist/ssr', 'dist/ssr/entry-server.js', 'dist/ssr/template.html', 'dist/ssr/manifest.json'].some(ignores)) {
    checks.push(fail('functions.ignore excludes the page renderer (dist/ssr)', 'The api function renders the pages with it.'));
  } else if (!ignore.includes('node_modules')) {
    checks.push(warn('functions.ignore does not exclude node_modules', 'Cloud Build installs dependencies itself; uploading them is slow.'));
  } else {
    checks.push(ok('functions upload: the bundle, not sources or node_modules'));
  }
  return checks;
}

export function checkEmulators(config: FirebaseJson): Check[] {
  const emulators = config.emulators ?? {};
  const missing = ['auth', 'firestore', 'functions', 'hosting'].filter((name) => !(name in emulators));
  return [
    missing.length === 0
      ? ok('emulators block (auth, firestore, functions, hosting)')
      : warn(`emulators block lacks ${missing.join(', ')}`, 'Only users with the official emulators need it; tests run without them.'),
  ];
}

// ---------------------------------------------------------------------------------------------
// Firestore rules and indexes

/** Strips // and /* *\/ comments (rules files have no string literals that contain them here). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
}

export function checkFirestore(config: FirebaseJson, files: { rules: string | null; indexes: string | null }): Check[] {
  const firestore = Array.isArray(config.firestore) ? undefined : config.firestore;
  const checks: Check[] = [];
  if (!firestore?.rules || !firestore.indexes) {
    checks.push(fail('firebase.json "firestore" needs "rules" and "indexes"', 'Add "firestore": { "rules": "firestore.rules", "indexes": "firestore.indexes.json" }.'));
  }

  if (files.rules === null) {
    checks.push(fail('firestore.rules is missing'));
  } else {
    const rules = withoutComments(files.rules);
    const allows = [...rules.matchAll(/\ballow\s+([^;:]+?)\s*(?::\s*([^;]*))?;/g)];
    const granting = allows.filter((allow) => !/^if\s+false$/.test((allow[2] ?? '').trim()));
    const denyAll = /match\s+\/\{document=\*\*\}/.test(rules) && allows.some((allow) => /\bread\b/.test(allow[1]!) && /\bwrite\b/.test(allow[1]!));
    if (allows.length === 0) checks.push(fail('firestore.rules has no allow statement', 'Keep `allow read, write: if false;` on /{document=**}.'));
    else if (granting.length > 0) checks.push(fail(`firestore.rules grants client access: ${granting.map((allow) => allow[0].replace(/\s+/g, ' ')).join(' | ')}`, 'Every read and write goes through the API; the rules must be `if false` everywhere.'));
    else if (!denyAll) checks.push(fail('firestore.rules does not cover every document', 'Use match /{document=**} { allow read, write: if false; }.'));
    else checks.push(ok('firestore.rules deny every client read and write'));
  }

  if (files.indexes === null) {
    checks.push(fail('firestore.indexes.json is missing'));
  } else {
    try {
      const parsed = JSON.parse(files.indexes) as { indexes?: unknown; fieldOverrides?: unknown };
      if (!Array.isArray(parsed.indexes)) checks.push(fail('firestore.indexes.json has no "indexes" array'));
      else checks.push(ok(`firestore.indexes.json parses (${parsed.indexes.length} composite, ${Array.isArray(parsed.fieldOverrides) ? parsed.fieldOverrides.length : 0} field overrides)`));
    } catch (error) {
      checks.push(fail(`firestore.indexes.json is not JSON: ${error instanceof Error ? error.message : String(error)}`));
    }
  }
  return checks;
}

// ---------------------------------------------------------------------------------------------
// Project

export interface ProjectInputs {
  /** --project on the command line (an id or a .firebaserc alias). */
  flag?: string | undefined;
  /** FIREBASE_PROJECT in the environment. */
  env?: string | undefined;
  /** .firebaserc, parsed (null when absent). */
  firebaserc: { projects?: Record<string, string> } | null;
}

export interface ProjectChoice {
  projectId: string | undefined;
  source: string;
}

/** The project to deploy to: --project, else FIREBASE_PROJECT, else .firebaserc's default; aliases resolved through .firebaserc. */
export function resolveProject(inputs: ProjectInputs): ProjectChoice {
  const aliases = inputs.firebaserc?.projects ?? {};
  const pick = (value: string, source: string): ProjectChoice => ({ projectId: aliases[value] ?? value, source: aliases[value] ? `${source} (alias ${value})` : source });
  if (inputs.flag) return pick(inputs.flag, '--project');
  if (inputs.env) return pick(inputs.env, 'FIREBASE_PROJECT');
  if (aliases.default) return { projectId: aliases.default, source: '.firebaserc default' };
  return { projectId: undefined, source: 'nowhere' };
}

export function checkProject(choice: ProjectChoice): Check[] {
  const how = 'Name the real project: `npm run deploy -- --project <id>`, FIREBASE_PROJECT=<id>, or a .firebaserc alias.';
  if (!choice.projectId) return [fail('no Firebase project chosen', how)];
  if (choice.projectId.startsWith('demo-')) {
    return [fail(`project ${choice.projectId} (${choice.source}) is a demo project: emulators only, it cannot be deployed`, how)];
  }
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(choice.projectId)) return [fail(`"${choice.projectId}" is not a Firebase project id`, how)];
  return [ok(`project ${choice.projectId} (${choice.source})`)];
}

// ---------------------------------------------------------------------------------------------
// Build and the functions package

export interface BuildInputs {
  /** web/dist/assets exists (the hashed files Hosting serves). */
  webAssets: boolean;
  /** web/dist/index.html exists: it must not, Hosting would serve it for / instead of the rendered page. */
  webIndexHtml: boolean;
  functionsBundle: boolean;
  /** Which of the renderer's files functions/dist/ssr lacks. */
  rendererMissing: string[];
  /** Files the bundled renderer's pages name that web/dist lacks; null when that could not be compared. */
  filesNotInWeb: string[] | null;
}

/** The renderer's files, as build.mjs copies them to functions/dist/ssr. */
export const RENDERER_FILES = ['entry-server.js', 'template.html', 'manifest.json'];

export function checkBuild(build: BuildInputs): Check[] {
  const run = 'Run `npm run build` (web and functions), then check again.';
  const checks = [
    build.webAssets ? ok('web build: web/dist/assets') : fail('web/dist/assets is missing', run),
    build.webIndexHtml
      ? fail('web/dist/index.html exists', `Hosting would serve it for / instead of the page the function renders. The web build moves it to web/dist-ssr/template.html. ${run}`)
      : ok('web/dist has no index.html (/ is rendered by the function)'),
    build.functionsBundle ? ok('functions build: functions/dist/index.js') : fail('functions/dist/index.js is missing', run),
    build.rendererMissing.length === 0
      ? ok('page renderer in the functions bundle: functions/dist/ssr')
      : fail(`functions/dist/ssr lacks ${build.rendererMissing.join(', ')}`, `The api function renders the pages with it; functions/build.mjs copies it from web/dist-ssr. ${run}`),
  ];
  if (build.filesNotInWeb) {
    const shown = build.filesNotInWeb.slice(0, 3).join(', ') + (build.filesNotInWeb.length > 3 ? ` and ${build.filesNotInWeb.length - 3} more` : '');
    checks.push(
      build.filesNotInWeb.length === 0
        ? ok('the renderer and web/dist come from one build (every script and style its pages name is in web/dist)')
        : fail(`the bundled renderer names files web/dist lacks: ${shown}`, `functions/dist/ssr and web/dist come from different builds, and pages would load files Hosting does not have. ${run}`),
    );
  }
  return checks;
}

/** The files of web/dist the rendered pages can name: the template's links and every chunk, style and asset of the manifest. */
export function rendererFiles(template: string, manifest: ClientManifest): string[] {
  const files = new Set<string>();
  for (const match of template.matchAll(/\b(?:src|href)="\/([^"?#]+)"/g)) files.add(match[1]!);
  for (const chunk of Object.values(manifest)) {
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...((chunk as { assets?: string[] }).assets ?? [])]) files.add(file);
  }
  return [...files].sort();
}

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

/** Whether an engines.node range admits the given major version (the forms package.json files use: >=, ^, ~, x, ||). */
export function enginesAllow(range: string, major: number): boolean {
  return range.split('||').some((part) => {
    const clauses = part.trim().split(/\s+/).filter(Boolean);
    return clauses.every((clause) => {
      const match = /^(>=|<=|>|<|\^|~|=)?v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(clause);
      if (!match) return clause === '*' || clause === 'x';
      const version = Number(match[2]);
      switch (match[1]) {
        case '>=':
          return major >= version;
        case '>':
          return major > version;
        case '<=':
          return major <= version;
        case '<':
          return major < version;
        default:
          return major === version;
      }
    });
  });
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
  const runtimeMajor = Number(RUNTIME.replace('nodejs', ''));
  if (pkg.engines?.node && !enginesAllow(pkg.engines.node, runtimeMajor)) {
    checks.push(fail(`functions/package.json engines.node (${pkg.engines.node}) excludes Node ${runtimeMajor}`, `Cloud Build runs ${RUNTIME}; widen engines.node.`));
  }
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

// ---------------------------------------------------------------------------------------------
// Discovered functions (the manifest `firebase deploy` reads from the bundle)

export interface ManifestEndpoint {
  platform?: string;
  region?: string[];
  maxInstances?: number | null;
  httpsTrigger?: { invoker?: string[] | null };
  eventTrigger?: { eventType?: string; eventFilters?: Record<string, string>; eventFilterPathPatterns?: Record<string, string>; retry?: boolean };
  scheduleTrigger?: { schedule?: string; timeZone?: string | null };
  secretEnvironmentVariables?: { key: string }[] | null;
}

export interface ManifestParam {
  name: string;
  type?: string;
  default?: unknown;
  description?: string;
}

export interface Manifest {
  endpoints: Record<string, ManifestEndpoint>;
  params?: ManifestParam[];
}

function kindOf(endpoint: ManifestEndpoint): Kind | 'other' {
  return endpoint.httpsTrigger ? 'https' : endpoint.eventTrigger ? 'event' : endpoint.scheduleTrigger ? 'schedule' : 'other';
}

export function checkEndpoints(manifest: Manifest): Check[] {
  const checks: Check[] = [];
  const problems: string[] = [];
  for (const [name, expected] of Object.entries(EXPECTED_FUNCTIONS)) {
    const endpoint = manifest.endpoints[name];
    if (!endpoint) {
      problems.push(`${name} is not exported`);
      continue;
    }
    if (kindOf(endpoint) !== expected.kind) problems.push(`${name} is a ${kindOf(endpoint)} function, expected ${expected.kind}`);
    if (expected.eventType && endpoint.eventTrigger?.eventType !== expected.eventType) problems.push(`${name} listens to ${endpoint.eventTrigger?.eventType}, expected ${expected.eventType}`);
    const document = endpoint.eventTrigger?.eventFilterPathPatterns?.document ?? endpoint.eventTrigger?.eventFilters?.document;
    if (expected.document && document !== expected.document) problems.push(`${name} watches ${document}, expected ${expected.document}`);
    if (expected.kind === 'schedule' && endpoint.scheduleTrigger?.timeZone !== TIME_ZONE) problems.push(`${name} runs in time zone ${endpoint.scheduleTrigger?.timeZone ?? 'UTC'}, expected ${TIME_ZONE}`);
  }
  checks.push(problems.length === 0 ? ok(`functions discovered: api, ${Object.values(EXPECTED_FUNCTIONS).filter((f) => f.kind === 'event').length} Firestore triggers, ${Object.values(EXPECTED_FUNCTIONS).filter((f) => f.kind === 'schedule').length} schedules`) : fail(`functions: ${problems.join('; ')}`, 'See functions/src/index.ts.'));

  const unexpected = Object.keys(manifest.endpoints).filter((name) => !(name in EXPECTED_FUNCTIONS));
  if (unexpected.length > 0) checks.push(warn(`unexpected functions will be deployed too: ${unexpected.join(', ')}`));

  const wrongRegion = Object.entries(manifest.endpoints).filter(([, endpoint]) => !(endpoint.region?.length === 1 && endpoint.region[0] === REGION));
  checks.push(wrongRegion.length === 0 ? ok(`every function in ${REGION}`) : fail(`not in ${REGION}: ${wrongRegion.map(([name, e]) => `${name} (${e.region?.join(',') ?? 'default us-central1'})`).join(', ')}`));

  const uncapped = Object.entries(manifest.endpoints).filter(([, endpoint]) => typeof endpoint.maxInstances !== 'number' || endpoint.maxInstances < 1 || endpoint.maxInstances > MAX_INSTANCES_CAP);
  checks.push(
    uncapped.length === 0
      ? ok(`every function has maxInstances ≤ ${MAX_INSTANCES_CAP}`)
      : fail(`maxInstances missing or above ${MAX_INSTANCES_CAP}: ${uncapped.map(([name, e]) => `${name} (${e.maxInstances ?? 'none'})`).join(', ')}`, 'docs/security.md: cap maxInstances on every function.'),
  );

  const apiEndpoint = manifest.endpoints.api;
  if (apiEndpoint?.httpsTrigger && !apiEndpoint.httpsTrigger.invoker?.includes('public')) {
    checks.push(warn('api is not declared public', 'Hosting calls it without credentials; it needs invoker "public" (the CLI default for new functions).'));
  }

  const badParams = (manifest.params ?? []).filter((param) => RESERVED_KEYS.has(param.name) || RESERVED_PREFIXES.some((prefix) => param.name.startsWith(prefix)));
  if (badParams.length > 0) {
    checks.push(fail(`parameter names Cloud Functions reserves: ${badParams.map((param) => param.name).join(', ')}`, `Names starting ${RESERVED_PREFIXES.join(', ')} (and a few others) are refused by \`firebase deploy\`; rename them.`));
  }
  return checks;
}

/** Secrets the functions read, by name (from the endpoints and the declared secret parameters). */
export function declaredSecrets(manifest: Manifest): string[] {
  const names = new Set<string>();
  for (const endpoint of Object.values(manifest.endpoints)) {
    for (const secret of endpoint.secretEnvironmentVariables ?? []) names.add(secret.key);
  }
  for (const param of manifest.params ?? []) if (param.type === 'secret') names.add(param.name);
  return [...names].sort();
}

/** Plain parameters (not secrets) and whether functions/.env files give them a value. */
export function checkParams(manifest: Manifest, envFiles: Record<string, string>, projectId: string | undefined): Check[] {
  const values = new Map<string, string>();
  for (const file of ['.env', ...(projectId ? [`.env.${projectId}`] : [])]) {
    for (const line of (envFiles[file] ?? '').split(/\r?\n/)) {
      const match = /^\s*(?:export\s+)?([A-Z_][A-Z0-9_]*)\s*=\s*(.*)$/.exec(line);
      if (match) values.set(match[1]!, match[2]!.replace(/^(['"])(.*)\1$/, '$2'));
    }
  }
  const checks: Check[] = [];
  for (const param of manifest.params ?? []) {
    if (param.type === 'secret') continue;
    const where = projectId ? `functions/.env.${projectId}` : 'functions/.env.<project>';
    if (values.has(param.name)) checks.push(ok(`parameter ${param.name} set in functions/.env files`));
    else if (param.default !== undefined) checks.push(info(`parameter ${param.name}: default ${JSON.stringify(param.default)}`, `To change it, put ${param.name}=… in ${where}.`));
    else checks.push(info(`parameter ${param.name} has no value yet${param.description ? `: ${param.description}` : ''}`, `\`firebase deploy\` asks for it once and saves it in ${where}.`));
  }
  return checks;
}

// ---------------------------------------------------------------------------------------------
// Output

const MARK: Record<Status, string> = { ok: '✓', fail: '✗', warn: '!', info: '·' };

export function formatReport(sections: { title: string; checks: Check[] }[]): string {
  const lines: string[] = [];
  for (const section of sections) {
    if (section.checks.length === 0) continue;
    lines.push('', section.title);
    for (const check of section.checks) {
      lines.push(`  ${MARK[check.status]} ${check.label}`);
      if (check.hint) lines.push(`      ${check.hint}`);
    }
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// CLI

interface CliOptions {
  project: string | undefined;
  deploy: boolean;
}

function parseArgs(argv: string[]): CliOptions {
  let project: string | undefined;
  let deploy = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--deploy') deploy = true;
    else if (arg === '--project' || arg === '-P') project = argv[++i];
    else if (arg.startsWith('--project=')) project = arg.slice('--project='.length);
    else throw new Error(`Unknown argument ${arg}. Usage: deploy-check [--project <id>] [--deploy]`);
  }
  return { project, deploy };
}

function javaScriptFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dir, file));
}

function readText(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

function readJson<T>(path: string): T | null {
  const text = readText(path);
  return text === null ? null : (JSON.parse(text) as T);
}

/** The folder of an installed package as Node resolves it from `fromDir` (its package.json is often not exported). */
function packageRoot(fromDir: string, name: string): string {
  let dir = dirname(createRequire(join(fromDir, 'package.json')).resolve(name));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the ${name} package from ${fromDir}`);
    dir = parent;
  }
}

/** Validates firebase.json with the validator `firebase deploy` itself uses; null when it cannot be loaded. */
function firebaseSchemaErrors(root: string, config: unknown): string[] | null {
  try {
    const toolsRequire = createRequire(join(packageRoot(root, 'firebase-tools'), 'package.json'));
    const validation = toolsRequire('./lib/firebaseConfigValidate.js') as {
      getValidator(): ((data: unknown) => boolean) & { errors?: unknown[] | null };
      getErrorMessage(error: unknown): string;
    };
    const validate = validation.getValidator();
    return validate(config) ? [] : (validate.errors ?? []).map((error) => validation.getErrorMessage(error));
  } catch {
    return null;
  }
}

/**
 * The functions the Firebase CLI would discover: the functions SDK's own loader run on the bundle in
 * a child process (FUNCTIONS_MANIFEST_OUTPUT_PATH mode: it writes the manifest and exits; no
 * server, no network). The child gets no secrets: discovery must not need them.
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

export async function runDeployCheck(root: string, cli: CliOptions): Promise<{ checks: Check[]; report: string; projectId: string | undefined }> {
  const sections: { title: string; checks: Check[] }[] = [];
  const firebaseJson = readJson<FirebaseJson>(join(root, 'firebase.json'));
  const choice = resolveProject({ flag: cli.project, env: process.env.FIREBASE_PROJECT, firebaserc: readJson(join(root, '.firebaserc')) });
  sections.push({ title: 'Project', checks: checkProject(choice) });
  if (!firebaseJson) {
    sections.push({ title: 'firebase.json', checks: [fail('firebase.json is missing')] });
  } else {
    const hosting = asList(firebaseJson.hosting)[0];
    sections.push({
      title: 'Hosting (firebase.json)',
      checks: [
        ...checkSchema(firebaseSchemaErrors(root, firebaseJson)),
        ...checkHosting(firebaseJson),
        ...(hosting ? checkSecurityHeadersMatchApp(headersFor(hosting, PATHS.asset), appSecurityHeaders()) : []),
      ],
    });
    sections.push({ title: 'Functions (firebase.json)', checks: [...checkFunctionsConfig(firebaseJson), ...checkEmulators(firebaseJson)] });
    sections.push({
      title: 'Firestore',
      checks: [
        ...checkFirestore(firebaseJson, { rules: readText(join(root, 'firestore.rules')), indexes: readText(join(root, 'firestore.indexes.json')) }),
        info(`the Firestore database must be in ${REGION}`, 'Firestore triggers run in the database region; create the database there (Firestore → Create database → asia-south1).'),
      ],
    });
  }

  const functionsDir = join(root, 'functions');
  const bundle = join(functionsDir, 'dist', 'index.js');
  const webDist = join(root, 'web', 'dist');
  const rendererDir = join(functionsDir, 'dist', 'ssr');
  const rendererMissing = RENDERER_FILES.filter((file) => !existsSync(join(rendererDir, file)));
  const build: BuildInputs = {
    webAssets: existsSync(join(webDist, 'assets')),
    webIndexHtml: existsSync(join(webDist, 'index.html')),
    functionsBundle: existsSync(bundle),
    rendererMissing,
    filesNotInWeb:
      rendererMissing.length === 0 && existsSync(webDist)
        ? rendererFiles(readFileSync(join(rendererDir, 'template.html'), 'utf8'), JSON.parse(readFileSync(join(rendererDir, 'manifest.json'), 'utf8')) as ClientManifest).filter(
            (file) => !existsSync(join(webDist, file)),
          )
        : null,
  };
  const pkg = readJson<FunctionsPackageJson>(join(functionsDir, 'package.json')) ?? {};
  // What Cloud Build must install: the entry's imports and the renderer's (its chunks included).
  const bundleSources = build.functionsBundle ? [bundle, ...(existsSync(rendererDir) ? javaScriptFiles(rendererDir) : [])] : [];
  const imports = build.functionsBundle ? [...new Set(bundleSources.flatMap((file) => bundleImports(readFileSync(file, 'utf8'))))].sort() : null;
  const buildChecks = [...checkBuild(build), ...checkFunctionsPackage(pkg, imports)];
  sections.push({ title: 'Build', checks: buildChecks });

  if (build.functionsBundle && pkg.main === 'dist/index.js') {
    try {
      const manifest = await discoverFunctions(functionsDir, { ...(choice.projectId ? { projectId: choice.projectId } : {}) });
      sections.push({ title: 'Cloud Functions (as `firebase deploy` discovers them)', checks: checkEndpoints(manifest) });
      const envFiles: Record<string, string> = {};
      for (const name of ['.env', ...(choice.projectId ? [`.env.${choice.projectId}`] : [])]) {
        const text = readText(join(functionsDir, name));
        if (text !== null) envFiles[name] = text;
      }
      const project = choice.projectId && !choice.projectId.startsWith('demo-') ? choice.projectId : '<project>';
      sections.push({
        title: 'Secrets and parameters',
        checks: [
          ...declaredSecrets(manifest).map((name) =>
            info(`secret ${name} (Secret Manager)`, `Set it once, before the first deploy: ${SECRET_SET_COMMAND} ${name} --project ${project}`),
          ),
          ...checkParams(manifest, envFiles, project === '<project>' ? undefined : project),
        ],
      });
    } catch (error) {
      sections.push({ title: 'Cloud Functions', checks: [fail(error instanceof Error ? error.message : String(error), 'Importing functions/dist/index.js must work offline, without secrets.')] });
    }
  }

  const checks = sections.flatMap((section) => section.checks);
  const verdict = hasFailures(checks)
    ? `\nDeploy check FAILED: ${checks.filter((check) => check.status === 'fail').length} problem(s) above.`
    : `\nDeploy check passed${choice.projectId ? ` for ${choice.projectId}` : ''}.`;
  return { checks, report: `${formatReport(sections)}\n${verdict}`, projectId: choice.projectId };
}

async function main(): Promise<void> {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const cli = parseArgs(process.argv.slice(2));
  const { checks, report, projectId } = await runDeployCheck(root, cli);
  console.log(report);
  if (hasFailures(checks)) process.exit(1);
  if (!cli.deploy || !projectId) return;

  const firebase = join(packageRoot(root, 'firebase-tools'), 'lib', 'bin', 'firebase.js');
  const args = ['deploy', '--only', 'hosting,functions,firestore', '--project', projectId];
  console.log(`\n$ firebase ${args.join(' ')}\n`);
  const result = spawnSync(process.execPath, [firebase, ...args], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
