/** firebase.json's functions entry (runtime, predeploy, what is uploaded) and its emulators block. */
import { minimatch } from 'minimatch';
import { fail, ok, warn, type Check } from './checklist';
import { asList, FULL_BUILD, isFullBuild, type FirebaseJson } from './firebase-json';
import { checkRuntime } from './runtime';

/** Where the CLI's reading below puts functions/: any absolute folder does, it matches patterns against absolute paths. */
const CLI_SOURCE_DIR = '/project/functions';

/**
 * Whether functions.ignore keeps a file or folder of functions/ (`path` relative to it) out of the
 * upload, itself or through a folder above it. Either of two readings excludes it:
 *  - the Firebase CLI's (firebase-tools 15, fsAsync.readdirRecursive): it walks functions/ and
 *    drops each entry whose absolute path matches a pattern under minimatch `{ matchBase: true,
 *    dot: true }`, so a pattern without a "/" matches a name at any depth ("ssr", "*.js"), while
 *    one with a "/" ("dist/ssr/**") never matches an absolute path;
 *  - the one the patterns are written in, relative to functions/ ("dist/ssr/**"): what their author
 *    meant, and what the check held them to before the CLI's reading was modelled.
 */
export function uploadExcludes(ignore: readonly unknown[], path: string): boolean {
  const patterns = ignore.filter((pattern): pattern is string => typeof pattern === 'string');
  const parts = path.split('/');
  const entries = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
  return entries.some((entry) =>
    patterns.some(
      (pattern) => minimatch(`${CLI_SOURCE_DIR}/${entry}`, pattern, { matchBase: true, dot: true }) || minimatch(entry, pattern.replace(/^\//, ''), { dot: true }),
    ),
  );
}

/** The files of the page renderer in the upload (functions/build.mjs copies them to dist/ssr). */
const RENDERER_UPLOAD = ['dist/ssr/entry-server.js', 'dist/ssr/template.html', 'dist/ssr/manifest.json'];

export function checkFunctionsConfig(config: FirebaseJson): Check[] {
  const codebases = asList(config.functions);
  const functions = codebases.find((entry) => entry.source === 'functions');
  if (!functions) return [fail('firebase.json has no functions entry with "source": "functions"')];
  const checks: Check[] = [checkRuntime(functions.runtime)];
  const predeploy = asList(functions.predeploy);
  checks.push(
    predeploy.some(isFullBuild)
      ? ok('functions predeploy builds the web app, then the bundle with its page renderer')
      : predeploy.some((command) => /\brun build\b/.test(command))
        ? fail('functions predeploy builds the functions alone', `The bundle carries the web app's page renderer (functions/dist/ssr): build both, "predeploy": [${JSON.stringify(FULL_BUILD)}].`)
        : fail('functions predeploy does not build', `Add "predeploy": [${JSON.stringify(FULL_BUILD)}].`),
  );
  const ignore = functions.ignore ?? [];
  if (uploadExcludes(ignore, 'dist/index.js')) {
    checks.push(fail('functions.ignore excludes the bundle (dist)', 'dist/index.js is what Cloud Functions runs.'));
  } else if (RENDERER_UPLOAD.some((path) => uploadExcludes(ignore, path))) {
    checks.push(fail('functions.ignore excludes the page renderer (dist/ssr)', 'The api function renders the pages with it.'));
  } else if (!uploadExcludes(ignore, 'node_modules')) {
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
