/**
 * Firestore's own safety nets (issue 21, Firebase mode; README "Restore"): point-in-time recovery
 * (7 days of versions) and scheduled backups. Whether they are on is read with `gcloud` when it is
 * installed and logged in (the only part of deploy:check that asks the network); otherwise it is
 * "unknown" and the commands that turn them on are printed.
 */
import { spawnSync } from 'node:child_process';
import { info, ok, warn, type Check } from './checklist';

type State = 'on' | 'off' | 'unknown';

export interface FirestoreRecovery {
  pitr: State;
  /** Scheduled backups: on when the database has a daily (or weekly) schedule. */
  backups: State;
  /** What the schedules keep, e.g. `daily, kept 7 days` (empty when none or unknown). */
  schedules: string[];
  /** Why the state is unknown (gcloud missing, not logged in, or its error). */
  reason?: string;
}

/** gcloud's answer to one command. */
interface GcloudResult {
  /** null when gcloud could not be started (not installed). */
  status: number | null;
  stdout: string;
  stderr: string;
}

export type RunGcloud = (args: string[]) => GcloudResult;

/** Runs the `gcloud` found on PATH (of `env`, this process's by default). */
export function gcloudOnPath(env: NodeJS.ProcessEnv = process.env): RunGcloud {
  return (args) => {
    const result = spawnSync('gcloud', args, { env, encoding: 'utf8', timeout: 60_000 });
    if (result.error) return { status: null, stdout: '', stderr: result.error.message };
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };
}

const DATABASE = '(default)';

/** The commands that turn both on (deploy runs them when asked to; README lists them). */
export function recoveryCommands(projectId: string): { pitr: string[]; backups: string[] } {
  return {
    pitr: ['firestore', 'databases', 'update', `--database=${DATABASE}`, '--enable-pitr', `--project=${projectId}`],
    backups: ['firestore', 'backups', 'schedules', 'create', `--database=${DATABASE}`, '--recurrence=daily', '--retention=7d', `--project=${projectId}`],
  };
}

/** A command as a person types it (the database id quoted for the shell). */
export function asShell(args: string[]): string {
  return ['gcloud', ...args.map((arg) => arg.replace('=(default)', "='(default)'"))].join(' ');
}

/** `gcloud firestore databases describe --format=json`: whether point-in-time recovery is on. */
export function parsePitr(json: string): State {
  const database = JSON.parse(json) as { pointInTimeRecoveryEnablement?: string };
  if (database.pointInTimeRecoveryEnablement === 'POINT_IN_TIME_RECOVERY_ENABLED') return 'on';
  return 'off';
}

/** A protobuf Duration as gcloud prints it (`604800s`) in days or hours. */
function retentionText(retention: string | undefined): string {
  const seconds = Number(/^(\d+)s$/.exec(retention ?? '')?.[1]);
  if (!Number.isFinite(seconds)) return 'kept for an unknown time';
  const days = seconds / 86_400;
  return Number.isInteger(days) ? `kept ${days} day${days === 1 ? '' : 's'}` : `kept ${Math.round(seconds / 3600)} hours`;
}

/** `gcloud firestore backups schedules list --format=json`: each schedule as `daily, kept 7 days`. */
export function parseSchedules(json: string): string[] {
  const schedules = JSON.parse(json) as { retention?: string; dailyRecurrence?: object; weeklyRecurrence?: { day?: string } }[];
  return schedules.map((schedule) => {
    const when = schedule.dailyRecurrence ? 'daily' : schedule.weeklyRecurrence ? `weekly${schedule.weeklyRecurrence.day ? ` on ${schedule.weeklyRecurrence.day}` : ''}` : 'on a schedule';
    return `${when}, ${retentionText(schedule.retention)}`;
  });
}

const unknown = (reason: string): FirestoreRecovery => ({ pitr: 'unknown', backups: 'unknown', schedules: [], reason });
const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';

/** Reads both settings of the project's (default) database through gcloud; "unknown" with the reason when it cannot. */
export function readFirestoreRecovery(projectId: string, gcloud: RunGcloud = gcloudOnPath()): FirestoreRecovery {
  const accounts = gcloud(['auth', 'list', '--filter=status:ACTIVE', '--format=json']);
  if (accounts.status === null) return unknown('gcloud is not installed');
  if (accounts.status !== 0) return unknown(`gcloud auth list failed: ${firstLine(accounts.stderr)}`);
  try {
    if ((JSON.parse(accounts.stdout) as unknown[]).length === 0) return unknown('gcloud is not logged in (gcloud auth login)');
    const database = gcloud(['firestore', 'databases', 'describe', `--database=${DATABASE}`, `--project=${projectId}`, '--format=json']);
    if (database.status !== 0) return unknown(`gcloud could not read the database: ${firstLine(database.stderr)}`);
    const schedules = gcloud(['firestore', 'backups', 'schedules', 'list', `--database=${DATABASE}`, `--project=${projectId}`, '--format=json']);
    if (schedules.status !== 0) return unknown(`gcloud could not list the backup schedules: ${firstLine(schedules.stderr)}`);
    const listed = parseSchedules(schedules.stdout);
    return { pitr: parsePitr(database.stdout), backups: listed.length > 0 ? 'on' : 'off', schedules: listed };
  } catch (error) {
    return unknown(`gcloud answered something other than JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The checklist's lines: on, off (with the command that turns it on) or unknown (with why, and the commands). */
export function checkFirestoreRecovery(recovery: FirestoreRecovery, projectId: string): Check[] {
  const commands = recoveryCommands(projectId);
  if (recovery.pitr === 'unknown' || recovery.backups === 'unknown') {
    return [
      info(
        `Firestore point-in-time recovery and scheduled backups: unknown (${recovery.reason ?? 'not read'})`,
        `With gcloud installed and logged in this lists them; to turn them on: ${asShell(commands.pitr)} and ${asShell(commands.backups)} (README, Restore).`,
      ),
    ];
  }
  return [
    recovery.pitr === 'on'
      ? ok('Firestore point-in-time recovery is on (any minute of the last 7 days can be read back)')
      : warn('Firestore point-in-time recovery is off', `Turn it on (npm run deploy offers to): ${asShell(commands.pitr)}`),
    recovery.backups === 'on'
      ? ok(`Firestore scheduled backups are on: ${recovery.schedules.join('; ')}`)
      : warn('Firestore has no scheduled backups', `Turn on daily backups kept 7 days (npm run deploy offers to): ${asShell(commands.backups)}`),
  ];
}

export interface OfferIo {
  /** Asks a yes/no question; null when nobody can answer (not a terminal). */
  ask: ((question: string) => Promise<boolean>) | null;
  print: (line: string) => void;
}

/**
 * What `npm run deploy` does after a passing check: offers to turn on what is off, and runs the
 * gcloud commands for what the admin accepts; without gcloud (or without a terminal to ask on)
 * it prints the commands instead. Returns the commands run.
 */
export async function offerRecovery(recovery: FirestoreRecovery, projectId: string, io: OfferIo, gcloud: RunGcloud = gcloudOnPath()): Promise<string[][]> {
  const commands = recoveryCommands(projectId);
  const wanted = [
    ...(recovery.pitr === 'on' ? [] : [{ what: 'point-in-time recovery (7 days of versions, billed as storage)', args: commands.pitr }]),
    ...(recovery.backups === 'on' ? [] : [{ what: 'daily backups kept 7 days (billed as storage)', args: commands.backups }]),
  ];
  if (wanted.length === 0) return [];
  if (recovery.pitr === 'unknown' || !io.ask) {
    io.print(`\nFirestore's safety nets could not be ${recovery.pitr === 'unknown' ? `read (${recovery.reason ?? 'unknown'})` : 'offered here (not a terminal)'}. To turn them on:`);
    for (const { args } of wanted) io.print(`  ${asShell(args)}`);
    return [];
  }
  const ran: string[][] = [];
  for (const { what, args } of wanted) {
    if (!(await io.ask(`Turn on Firestore ${what}? [y/N] `))) {
      io.print(`  Left off. Later: ${asShell(args)}`);
      continue;
    }
    io.print(`$ ${asShell(args)}`);
    const result = gcloud(args);
    ran.push(args);
    io.print(result.status === 0 ? '  Done.' : `  gcloud failed: ${firstLine(result.stderr)}`);
  }
  return ran;
}
