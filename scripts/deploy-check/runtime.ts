/** The Node version Cloud Functions runs: firebase.json's runtime, and the engines range of functions/package.json. */
import semver from 'semver';
import { fail, ok, type Check } from './checklist';

const RUNTIME = 'nodejs22';
const RUNTIME_MAJOR = semver.coerce(RUNTIME)!.major;

/** Whether an engines.node range admits some release of the given major version; an invalid range admits none. */
export function enginesAllow(range: string, major: number): boolean {
  return semver.validRange(range) !== null && semver.intersects(range, `${major}.x`);
}

/** firebase.json's functions runtime: set, and the one the check expects (without it the CLI falls back to engines). */
export function checkRuntime(runtime: string | undefined): Check {
  return runtime === RUNTIME
    ? ok(`functions runtime ${RUNTIME}`)
    : fail(runtime ? `functions runtime is ${runtime}, not ${RUNTIME}` : 'functions runtime is not set', `Set "runtime": "${RUNTIME}" (without it the CLI falls back to package.json engines).`);
}

/** functions/package.json engines.node, when set, must admit the runtime's Node. */
export function checkEngines(range: string | undefined): Check[] {
  if (!range) return [];
  if (semver.validRange(range) === null) {
    return [fail(`functions/package.json engines.node (${range}) is not a version range`, `Write a semver range that admits Node ${RUNTIME_MAJOR}, e.g. ">=20".`)];
  }
  if (!enginesAllow(range, RUNTIME_MAJOR)) {
    return [fail(`functions/package.json engines.node (${range}) excludes Node ${RUNTIME_MAJOR}`, `Cloud Build runs ${RUNTIME}; widen engines.node.`)];
  }
  return [];
}
