/** The Node version Cloud Functions runs: firebase.json's runtime, and the engines range of functions/package.json. */
import { fail, ok, type Check } from './checklist';

const RUNTIME = 'nodejs22';
const RUNTIME_MAJOR = Number(RUNTIME.replace('nodejs', ''));

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

/** firebase.json's functions runtime: set, and the one the check expects (without it the CLI falls back to engines). */
export function checkRuntime(runtime: string | undefined): Check {
  return runtime === RUNTIME
    ? ok(`functions runtime ${RUNTIME}`)
    : fail(runtime ? `functions runtime is ${runtime}, not ${RUNTIME}` : 'functions runtime is not set', `Set "runtime": "${RUNTIME}" (without it the CLI falls back to package.json engines).`);
}

/** functions/package.json engines.node, when set, must admit the runtime's Node. */
export function checkEngines(range: string | undefined): Check[] {
  if (!range) return [];
  if (!enginesAllow(range, RUNTIME_MAJOR)) {
    return [fail(`functions/package.json engines.node (${range}) excludes Node ${RUNTIME_MAJOR}`, `Cloud Build runs ${RUNTIME}; widen engines.node.`)];
  }
  return [];
}
