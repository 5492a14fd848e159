/** firebase.json's functions entry (runtime, predeploy, what is uploaded) and its emulators block. */
import { fail, ok, warn, type Check } from './checklist';
import { asList, FULL_BUILD, isFullBuild, type FirebaseJson } from './firebase-json';
import { globMatches } from './hosting-rules';
import { checkRuntime } from './runtime';

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
