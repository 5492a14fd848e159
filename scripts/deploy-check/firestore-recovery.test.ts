import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asShell, checkFirestoreRecovery, gcloudOnPath, offerRecovery, parsePitr, parseSchedules, readFirestoreRecovery, recoveryCommands, type FirestoreRecovery } from './firestore-recovery';

/** What `gcloud firestore databases describe --format=json` prints: the Firestore Admin API's Database resource (ids made up). */
const DATABASE = (pitr: 'POINT_IN_TIME_RECOVERY_ENABLED' | 'POINT_IN_TIME_RECOVERY_DISABLED') =>
  JSON.stringify({
    appEngineIntegrationMode: 'DISABLED',
    concurrencyMode: 'PESSIMISTIC',
    createTime: '2026-06-01T10:00:00.000000Z',
    deleteProtectionState: 'DELETE_PROTECTION_DISABLED',
    earliestVersionTime: '2026-11-20T21:00:00.000000Z',
    etag: 'IPr1b2c3d4e5f6',
    locationId: 'asia-south1',
    name: 'projects/amaravati-plots/databases/(default)',
    pointInTimeRecoveryEnablement: pitr,
    type: 'FIRESTORE_NATIVE',
    uid: '5b1c2d3e-0000-4000-8000-000000000000',
    updateTime: '2026-11-27T21:00:00.000000Z',
    versionRetentionPeriod: pitr === 'POINT_IN_TIME_RECOVERY_ENABLED' ? '604800s' : '3600s',
  });
/** `firestore backups schedules list --format=json`: a daily schedule kept 7 days and a weekly one kept 14 weeks. */
const SCHEDULES = JSON.stringify([
  { createTime: '2026-11-01T00:00:00Z', dailyRecurrence: {}, name: 'projects/amaravati-plots/databases/(default)/backupSchedules/a1', retention: '604800s', updateTime: '2026-11-01T00:00:00Z' },
  { createTime: '2026-11-01T00:00:00Z', name: 'projects/amaravati-plots/databases/(default)/backupSchedules/b2', retention: '8467200s', updateTime: '2026-11-01T00:00:00Z', weeklyRecurrence: { day: 'MONDAY' } },
]);
const ACCOUNTS = JSON.stringify([{ account: 'owner@example.com', status: 'ACTIVE' }]);

let bin: string;
let log: string;

/**
 * A `gcloud` on PATH (a shell script in the test's folder) that writes each command line it gets
 * to a log and prints the recorded answer the test gave for it; a command without one fails as
 * gcloud does, on stderr with exit 1.
 */
async function fakeGcloud(answers: { accounts?: string; database?: string; schedules?: string; fails?: string }): Promise<NodeJS.ProcessEnv> {
  const files = { accounts: answers.accounts ?? '[]', database: answers.database, schedules: answers.schedules };
  for (const [name, text] of Object.entries(files)) if (text !== undefined) await writeFile(join(bin, `${name}.json`), text);
  const answer = (name: string) => (files[name as keyof typeof files] === undefined ? `echo "ERROR: (gcloud) ${answers.fails ?? 'not recorded'}" >&2; exit 1` : `cat "${join(bin, `${name}.json`)}"`);
  await writeFile(
    join(bin, 'gcloud'),
    [
      '#!/bin/sh',
      `echo "$*" >> "${log}"`,
      'case "$*" in',
      `  "auth list"*) ${answer('accounts')} ;;`,
      `  "firestore databases describe"*) ${answer('database')} ;;`,
      `  "firestore backups schedules list"*) ${answer('schedules')} ;;`,
      '  "firestore databases update"*|"firestore backups schedules create"*) echo "{}" ;;',
      '  *) echo "ERROR: (gcloud) unknown command" >&2; exit 2 ;;',
      'esac',
      '',
    ].join('\n'),
  );
  await chmod(join(bin, 'gcloud'), 0o755);
  return { ...process.env, PATH: `${bin}:/usr/bin:/bin` };
}

const commandsRun = async () => (await readFile(log, 'utf8').catch(() => '')).trim().split('\n').filter(Boolean);

beforeEach(async () => {
  bin = await mkdtemp(join(tmpdir(), 'fake-gcloud-'));
  log = join(bin, 'calls.log');
});
afterEach(async () => {
  await rm(bin, { recursive: true, force: true });
});

describe('parsing gcloud', () => {
  it('reads point-in-time recovery from the database and each schedule with what it keeps', () => {
    expect(parsePitr(DATABASE('POINT_IN_TIME_RECOVERY_ENABLED'))).toBe('on');
    expect(parsePitr(DATABASE('POINT_IN_TIME_RECOVERY_DISABLED'))).toBe('off');
    expect(parseSchedules(SCHEDULES)).toEqual(['daily, kept 7 days', 'weekly on MONDAY, kept 98 days']);
    expect(parseSchedules('[]')).toEqual([]);
  });

  it('writes the commands out as a person types them', () => {
    const commands = recoveryCommands('amaravati-plots');
    expect(asShell(commands.pitr)).toBe("gcloud firestore databases update --database='(default)' --enable-pitr --project=amaravati-plots");
    expect(asShell(commands.backups)).toBe("gcloud firestore backups schedules create --database='(default)' --recurrence=daily --retention=7d --project=amaravati-plots");
  });
});

describe('readFirestoreRecovery with gcloud on PATH', () => {
  it('lists both on', async () => {
    const env = await fakeGcloud({ accounts: ACCOUNTS, database: DATABASE('POINT_IN_TIME_RECOVERY_ENABLED'), schedules: SCHEDULES });
    const recovery = readFirestoreRecovery('amaravati-plots', gcloudOnPath(env));
    expect(recovery).toEqual({ pitr: 'on', backups: 'on', schedules: ['daily, kept 7 days', 'weekly on MONDAY, kept 98 days'] });
    expect(checkFirestoreRecovery(recovery, 'amaravati-plots').map((check) => [check.status, check.label])).toEqual([
      ['ok', 'Firestore point-in-time recovery is on (any minute of the last 7 days can be read back)'],
      ['ok', 'Firestore scheduled backups are on: daily, kept 7 days; weekly on MONDAY, kept 98 days'],
    ]);
    expect(await commandsRun()).toEqual([
      'auth list --filter=status:ACTIVE --format=json',
      'firestore databases describe --database=(default) --project=amaravati-plots --format=json',
      'firestore backups schedules list --database=(default) --project=amaravati-plots --format=json',
    ]);
  });

  it('warns of both off, each with the command that turns it on', async () => {
    const env = await fakeGcloud({ accounts: ACCOUNTS, database: DATABASE('POINT_IN_TIME_RECOVERY_DISABLED'), schedules: '[]' });
    const checks = checkFirestoreRecovery(readFirestoreRecovery('amaravati-plots', gcloudOnPath(env)), 'amaravati-plots');
    expect(checks.map((check) => check.status)).toEqual(['warn', 'warn']);
    expect(checks[0]!.hint).toContain("gcloud firestore databases update --database='(default)' --enable-pitr --project=amaravati-plots");
    expect(checks[1]!.hint).toContain('--recurrence=daily --retention=7d');
  });

  it.each([
    ['gcloud is not installed', async () => ({ ...process.env, PATH: bin }), /^gcloud is not installed$/],
    ['gcloud is not logged in', async () => fakeGcloud({ accounts: '[]' }), /^gcloud is not logged in \(gcloud auth login\)$/],
    ['gcloud may not read the database', async () => fakeGcloud({ accounts: ACCOUNTS, fails: 'PERMISSION_DENIED: The caller does not have permission' }), /^gcloud could not read the database: ERROR: \(gcloud\) PERMISSION_DENIED/],
    ['gcloud answers something else', async () => fakeGcloud({ accounts: ACCOUNTS, database: 'Listed 0 items.', schedules: '[]' }), /^gcloud answered something other than JSON/],
  ])('says "unknown" when %s, with the commands', async (_case, environment, reason) => {
    const recovery = readFirestoreRecovery('amaravati-plots', gcloudOnPath(await environment()));
    expect(recovery).toMatchObject({ pitr: 'unknown', backups: 'unknown', reason: expect.stringMatching(reason) });
    const [check, ...more] = checkFirestoreRecovery(recovery, 'amaravati-plots');
    expect(more).toEqual([]);
    expect(check).toMatchObject({ status: 'info', label: expect.stringMatching(/^Firestore point-in-time recovery and scheduled backups: unknown \(/) });
    expect(check!.hint).toContain('--enable-pitr');
    expect(check!.hint).toContain('backups schedules create');
  });
});

describe('what npm run deploy offers', () => {
  const off: FirestoreRecovery = { pitr: 'off', backups: 'off', schedules: [] };

  it('runs the gcloud command of what the admin accepts and leaves the other off, saying how to turn it on later', async () => {
    const env = await fakeGcloud({ accounts: ACCOUNTS });
    const printed: string[] = [];
    const questions: string[] = [];
    const ask = async (question: string) => {
      questions.push(question);
      return question.includes('point-in-time');
    };
    const ran = await offerRecovery(off, 'amaravati-plots', { ask, print: (line) => printed.push(line) }, gcloudOnPath(env));
    expect(questions).toEqual(['Turn on Firestore point-in-time recovery (7 days of versions, billed as storage)? [y/N] ', 'Turn on Firestore daily backups kept 7 days (billed as storage)? [y/N] ']);
    expect(ran).toEqual([recoveryCommands('amaravati-plots').pitr]);
    expect(await commandsRun()).toEqual(['firestore databases update --database=(default) --enable-pitr --project=amaravati-plots']);
    expect(printed).toEqual([
      "$ gcloud firestore databases update --database='(default)' --enable-pitr --project=amaravati-plots",
      '  Done.',
      "  Left off. Later: gcloud firestore backups schedules create --database='(default)' --recurrence=daily --retention=7d --project=amaravati-plots",
    ]);
  });

  it('asks nothing when both are on', async () => {
    const ran = await offerRecovery({ pitr: 'on', backups: 'on', schedules: ['daily, kept 7 days'] }, 'amaravati-plots', { ask: async () => true, print: () => undefined }, gcloudOnPath(await fakeGcloud({})));
    expect(ran).toEqual([]);
    expect(await commandsRun()).toEqual([]);
  });

  it('prints the commands instead when gcloud cannot tell, or nobody is at a terminal to answer', async () => {
    const cases: [FirestoreRecovery, 'terminal' | 'none'][] = [
      [{ pitr: 'unknown', backups: 'unknown', schedules: [], reason: 'gcloud is not installed' }, 'terminal'],
      [off, 'none'],
    ];
    for (const [recovery, io] of cases) {
      const printed: string[] = [];
      const ran = await offerRecovery(recovery, 'amaravati-plots', { ask: io === 'terminal' ? async () => true : null, print: (line) => printed.push(line) }, gcloudOnPath({ ...process.env, PATH: bin }));
      expect(ran).toEqual([]);
      expect(printed.join('\n')).toMatch(/To turn them on:\n {2}gcloud firestore databases update .*--enable-pitr.*\n {2}gcloud firestore backups schedules create /);
    }
  });
});
