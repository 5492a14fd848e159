import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../ports/logger';
import { createMailer, DEFAULT_MAIL_FROM, defaultMailFrom, localOrigin } from './mail-and-origin';

describe('composition defaults', () => {
  it('sends as the SMTP login when it is an address, else as a local placeholder', () => {
    expect(defaultMailFrom(undefined)).toBe(DEFAULT_MAIL_FROM);
    expect(defaultMailFrom('smtps://office%40plots.example.in:secret@smtp.example.in:465')).toBe('Amaravati Plots <office@plots.example.in>');
    expect(defaultMailFrom('smtp://apikey:secret@smtp.example.in:587')).toBe(DEFAULT_MAIL_FROM);
  });

  it('links mails to this machine when no PUBLIC_ORIGIN is set', () => {
    expect(localOrigin({ host: '0.0.0.0', port: 3000 })).toBe('http://localhost:3000');
    expect(localOrigin({ host: '192.168.1.20', port: 8080 })).toBe('http://192.168.1.20:8080');
    expect(localOrigin({ host: '::1', port: 3000 })).toBe('http://[::1]:3000');
  });
});

describe('createMailer', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mailer-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  const message = { to: 'admin@example.com', subject: 'Reset your password', text: 'Open the link.' };

  it('without SMTP_URL, writes each mail into the outbox, from MAIL_FROM when set', async () => {
    const { mailer, close } = createMailer({ smtpUrl: undefined, mailFrom: 'Plots Office <office@plots.example.in>' }, { outboxDir: dir, log: silentLogger });
    await mailer.send(message);
    close();
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const eml = await readFile(join(dir, files[0]!), 'utf8');
    expect(eml).toContain('From: Plots Office <office@plots.example.in>');
    expect(eml).toContain('Subject: Reset your password');
  });

  it('with SMTP_URL, sends over SMTP and writes nothing to the outbox', async () => {
    // A port nobody listens on: the send must fail there, not land in the outbox.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const { mailer, close } = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: undefined }, { outboxDir: dir, log: silentLogger });
    await expect(mailer.send(message)).rejects.toThrow(/ECONNREFUSED/);
    close();
    expect(await readdir(dir)).toEqual([]);
  });
});
