/** firebase.json: the parts the checks read, and the file against the Firebase CLI's own schema. */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fail, info, ok, type Check } from './checklist';
import { packageRoot } from './files';

export interface HostingRewrite {
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
export interface HostingConfig {
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

/** firebase.json allows one entry or a list in several places. */
export const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The one command that builds the web app, then the functions with its page renderer (package.json "build"). */
export const FULL_BUILD = 'npm --prefix "$PROJECT_DIR" run build';
export const isFullBuild = (command: string) => /--prefix\s+"?\$\{?PROJECT_DIR\}?"?\s+run\s+build\s*$/.test(command.trim());

/** firebase.json against the Firebase CLI's own schema: `errors` as the CLI words them, or null when the validator was not available. */
export function checkSchema(errors: string[] | null): Check[] {
  if (errors === null) return [info('firebase.json not checked against the Firebase CLI schema (firebase-tools not found)')];
  return errors.length === 0 ? [ok('firebase.json matches the Firebase CLI schema')] : errors.map((error) => fail(error));
}

/** Validates firebase.json with the validator `firebase deploy` itself uses; null when it cannot be loaded. */
export function firebaseSchemaErrors(root: string, config: unknown): string[] | null {
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
