/** The Firebase project to deploy to: which one was asked for, and whether it can be deployed. */
import { fail, ok, type Check } from './checklist';

interface ProjectInputs {
  /** --project on the command line (an id or a .firebaserc alias). */
  flag?: string | undefined;
  /** FIREBASE_PROJECT in the environment. */
  env?: string | undefined;
  /** .firebaserc, parsed (null when absent). */
  firebaserc: { projects?: Record<string, string> } | null;
}

interface ProjectChoice {
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
