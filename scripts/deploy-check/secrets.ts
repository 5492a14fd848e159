/** The secrets and plain parameters the discovered functions declare, and where their values come from. */
import { join } from 'node:path';
import { info, ok, type Check } from './checklist';
import type { Manifest } from './endpoints';
import { readText } from './files';

const SECRET_SET_COMMAND = 'npx firebase functions:secrets:set';

/** Secrets the functions read, by name (from the endpoints and the declared secret parameters). */
export function declaredSecrets(manifest: Manifest): string[] {
  const names = new Set<string>();
  for (const endpoint of Object.values(manifest.endpoints)) {
    for (const secret of endpoint.secretEnvironmentVariables ?? []) names.add(secret.key);
  }
  for (const param of manifest.params ?? []) if (param.type === 'secret') names.add(param.name);
  return [...names].sort();
}

/** Each secret, with the command that sets it in Secret Manager for `projectId` (a placeholder when none is deployable). */
export function checkSecrets(manifest: Manifest, projectId: string | undefined): Check[] {
  return declaredSecrets(manifest).map((name) =>
    info(`secret ${name} (Secret Manager)`, `Set it once, before the first deploy: ${SECRET_SET_COMMAND} ${name} --project ${projectId ?? '<project>'}`),
  );
}

/** functions/.env and functions/.env.<project>, those that exist, by file name. */
export function readEnvFiles(functionsDir: string, projectId: string | undefined): Record<string, string> {
  const envFiles: Record<string, string> = {};
  for (const name of ['.env', ...(projectId ? [`.env.${projectId}`] : [])]) {
    const text = readText(join(functionsDir, name));
    if (text !== null) envFiles[name] = text;
  }
  return envFiles;
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
