import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../ports/logger';
import { parseMail } from '../../testing/parse-mail';
import { describeMailerContract } from './mailer.contract';
import { createOutboxMailer } from './outbox-mailer';

async function readOutbox(dir: string) {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => parseMail(await readFile(join(dir, name), 'utf8'))));
}

describeMailerContract('outbox folder', async (from) => {
  const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
  const outbox = join(dir, 'outbox');
  return {
    mailer: createOutboxMailer({ dir: outbox, from, log: silentLogger }),
    delivered: () => readOutbox(outbox),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});

describe('outbox mailer specifics', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes one .eml file a person can read, logs its subject and path, never its body', async () => {
    const lines: { event: string; data?: Record<string, unknown> }[] = [];
    const log = { info: (event: string, data?: Record<string, unknown>) => void lines.push({ event, data }), warn() {}, error() {} };
    const outbox = join(dir, 'outbox');
    const mailer = createOutboxMailer({ dir: outbox, from: 'Amaravati Plots <no-reply@localhost>', log, now: () => new Date('2025-03-01T10:00:00Z') });
    const link = 'http://localhost:3000/admin/reset-password?token=SECRET_TOKEN_abcdefghijklmnopqrstuvwxyz0123456789';
    await mailer.send({ to: 'priya@example.com', subject: 'Reset your password', text: `Open:\n${link}` });

    const [name, ...others] = await readdir(outbox);
    expect(others).toEqual([]);
    expect(name).toMatch(/^2025-03-01T10-00-00-000Z-\d{4}-[0-9a-f]{6}\.eml$/);
    const file = join(outbox, name!);
    const content = await readFile(file, 'utf8');
    expect(content).toContain(link); // verbatim: no quoted-printable line breaks in the link
    expect(content).toContain('Date: Sat, 01 Mar 2025 10:00:00 GMT');
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    expect(lines).toEqual([{ event: 'mail_written_to_outbox', data: { subject: 'Reset your password', file } }]);
    expect(JSON.stringify(lines)).not.toContain('SECRET_TOKEN');
  });
});
