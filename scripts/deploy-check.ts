/**
 * `npm run deploy:check`: validates the Firebase configuration and the build without touching the
 * network (but for reading, with gcloud, whether Firestore's backups are on), prints a checklist,
 * and exits 1 on any problem. `npm run deploy` builds, runs this with
 * `--deploy`, and only when everything passed runs `firebase deploy` against the project checked.
 *
 *   npm run deploy:check -- --project my-project     (or FIREBASE_PROJECT=my-project)
 *   npm run deploy -- --project my-project
 *
 * One module of deploy-check/ per thing checked, each a set of pure functions over parsed inputs
 * (tested beside it) and, where it needs one, the reader of those inputs:
 *  - project.ts: the target project (set, and not a demo- project);
 *  - firebase-json.ts: firebase.json against the Firebase CLI's own schema;
 *  - hosting.ts (with hosting-rules.ts, how Hosting matches its rules): web/dist served; /api/**
 *    and the page routes → the api function in its region, hashed files never rewritten, no SPA
 *    fallback; cache headers that leave the pages' own Cache-Control alone;
 *  - security-headers.ts: Hosting's security headers equal to the app's;
 *  - functions-config.ts: firebase.json's functions entry (runtime, a predeploy that builds the web
 *    app with the functions, what is uploaded) and emulators;
 *  - runtime.ts: the Node version, in firebase.json and in functions/package.json engines;
 *  - firestore.ts: firestore.rules denying every client read and write, firestore.indexes.json;
 *  - build.ts: web/dist without index.html, functions/dist/index.js with the page renderer in
 *    functions/dist/ssr, both from one build;
 *  - functions-package.ts: what the deployed functions/package.json gives Cloud Build (the entry's
 *    and the renderer's imports);
 *  - endpoints.ts (against expected-functions.ts, the one list of the functions) and discovery.ts:
 *    the functions the Firebase CLI will discover in the bundle (region, maxInstances, triggers,
 *    schedules), found by the functions SDK's own discovery in a child process, as `firebase
 *    deploy` does;
 *  - secrets.ts: the secrets and parameters they declare;
 *  - firestore-recovery.ts: whether Firestore's point-in-time recovery and scheduled backups are
 *    on, read with gcloud when it is installed and logged in (the one network read; "unknown"
 *    otherwise). `--deploy` offers to turn on what is off before deploying.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { REGION } from '../functions/src/triggers/function-options';
import { checkBuild, readBuild } from './deploy-check/build';
import { fail, formatReport, hasFailures, info, type Check, type Section } from './deploy-check/checklist';
import { discoverFunctions } from './deploy-check/discovery';
import { checkEndpoints } from './deploy-check/endpoints';
import { readJson, readText, packageRoot } from './deploy-check/files';
import { asList, checkSchema, firebaseSchemaErrors, type FirebaseJson } from './deploy-check/firebase-json';
import { checkFirestore } from './deploy-check/firestore';
import { checkFirestoreRecovery, offerRecovery, readFirestoreRecovery, type FirestoreRecovery } from './deploy-check/firestore-recovery';
import { checkEmulators, checkFunctionsConfig } from './deploy-check/functions-config';
import { checkFunctionsPackage, readBundleImports, type FunctionsPackageJson } from './deploy-check/functions-package';
import { checkHosting, PATHS } from './deploy-check/hosting';
import { headersFor } from './deploy-check/hosting-rules';
import { checkProject, resolveProject } from './deploy-check/project';
import { appSecurityHeaders, checkSecurityHeadersMatchApp } from './deploy-check/security-headers';
import { checkParams, checkSecrets, readEnvFiles } from './deploy-check/secrets';

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

function firebaseJsonSections(root: string, firebaseJson: FirebaseJson): Section[] {
  const hosting = asList(firebaseJson.hosting)[0];
  return [
    {
      title: 'Hosting (firebase.json)',
      checks: [
        ...checkSchema(firebaseSchemaErrors(root, firebaseJson)),
        ...checkHosting(firebaseJson),
        ...(hosting ? checkSecurityHeadersMatchApp(headersFor(hosting, PATHS.asset), appSecurityHeaders()) : []),
      ],
    },
    { title: 'Functions (firebase.json)', checks: [...checkFunctionsConfig(firebaseJson), ...checkEmulators(firebaseJson)] },
    {
      title: 'Firestore',
      checks: [
        ...checkFirestore(firebaseJson, { rules: readText(join(root, 'firestore.rules')), indexes: readText(join(root, 'firestore.indexes.json')) }),
        info(`the Firestore database must be in ${REGION}`, `Firestore triggers run in the database region; create the database there (Firestore → Create database → ${REGION}).`),
      ],
    },
  ];
}

/** The functions `firebase deploy` would discover in functions/dist, and what they declare. */
async function functionsSections(functionsDir: string, projectId: string | undefined): Promise<Section[]> {
  try {
    const manifest = await discoverFunctions(functionsDir, { ...(projectId ? { projectId } : {}) });
    const deployable = projectId && !projectId.startsWith('demo-') ? projectId : undefined;
    return [
      { title: 'Cloud Functions (as `firebase deploy` discovers them)', checks: checkEndpoints(manifest) },
      { title: 'Secrets and parameters', checks: [...checkSecrets(manifest, deployable), ...checkParams(manifest, readEnvFiles(functionsDir, projectId), deployable)] },
    ];
  } catch (error) {
    return [{ title: 'Cloud Functions', checks: [fail(error instanceof Error ? error.message : String(error), 'Importing functions/dist/index.js must work offline, without secrets.')] }];
  }
}

async function runDeployCheck(
  root: string,
  cli: CliOptions,
): Promise<{ checks: Check[]; report: string; projectId: string | undefined; recovery: FirestoreRecovery | undefined }> {
  const sections: Section[] = [];
  const firebaseJson = readJson<FirebaseJson>(join(root, 'firebase.json'));
  const choice = resolveProject({ flag: cli.project, env: process.env.FIREBASE_PROJECT, firebaserc: readJson(join(root, '.firebaserc')) });
  const projectChecks = checkProject(choice);
  sections.push({ title: 'Project', checks: projectChecks });
  const recovery = choice.projectId && !hasFailures(projectChecks) ? readFirestoreRecovery(choice.projectId) : undefined;
  if (recovery && choice.projectId) sections.push({ title: 'Firestore backups and point-in-time recovery', checks: checkFirestoreRecovery(recovery, choice.projectId) });
  if (firebaseJson) sections.push(...firebaseJsonSections(root, firebaseJson));
  else sections.push({ title: 'firebase.json', checks: [fail('firebase.json is missing')] });

  const functionsDir = join(root, 'functions');
  const build = readBuild(root);
  const pkg = readJson<FunctionsPackageJson>(join(functionsDir, 'package.json')) ?? {};
  sections.push({ title: 'Build', checks: [...checkBuild(build), ...checkFunctionsPackage(pkg, readBundleImports(functionsDir))] });
  if (build.functionsBundle && pkg.main === 'dist/index.js') sections.push(...(await functionsSections(functionsDir, choice.projectId)));

  const checks = sections.flatMap((section) => section.checks);
  const verdict = hasFailures(checks)
    ? `\nDeploy check FAILED: ${checks.filter((check) => check.status === 'fail').length} problem(s) above.`
    : `\nDeploy check passed${choice.projectId ? ` for ${choice.projectId}` : ''}.`;
  return { checks, report: `${formatReport(sections)}\n${verdict}`, projectId: choice.projectId, recovery };
}

/** A yes/no question on the terminal; anything but y/yes is no. */
async function askYesNo(question: string): Promise<boolean> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await terminal.question(question)).trim());
  } finally {
    terminal.close();
  }
}

async function main(): Promise<void> {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const cli = parseArgs(process.argv.slice(2));
  const { checks, report, projectId, recovery } = await runDeployCheck(root, cli);
  console.log(report);
  if (hasFailures(checks)) process.exit(1);
  if (!cli.deploy || !projectId) return;

  if (recovery) await offerRecovery(recovery, projectId, { ask: process.stdin.isTTY ? askYesNo : null, print: (line) => console.log(line) });

  const firebase = join(packageRoot(root, 'firebase-tools'), 'lib', 'bin', 'firebase.js');
  const args = ['deploy', '--only', 'hosting,functions,firestore', '--project', projectId];
  console.log(`\n$ firebase ${args.join(' ')}\n`);
  const result = spawnSync(process.execPath, [firebase, ...args], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
