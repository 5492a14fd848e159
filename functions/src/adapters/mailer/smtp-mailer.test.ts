import { createServer as createNetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger, type Logger } from '../../ports/logger';
import { parseMail } from '../../testing/parse-mail';
import { CONTRACT_FROM, describeMailerContract } from './mailer.contract';
import { createSmtpMailer } from './smtp-mailer';

/**
 * Against a real SMTP server (smtp-server) on 127.0.0.1 and a random port: the bytes go through
 * nodemailer's encoding, the SMTP dialogue (AUTH, dot-stuffing) and back through a parser.
 */

interface Received {
  raw: string;
  envelope: { from: string; to: string[] };
  user: string | undefined;
}

interface TestSmtp {
  port: number;
  received: Received[];
  close: () => Promise<void>;
}

const USER = 'mailer';
const PASS = 'p@ss:word/1';

async function startSmtp(overrides: Partial<SMTPServerOptions> = {}): Promise<TestSmtp> {
  const received: Received[] = [];
  const server = new SMTPServer({
    // No certificate here: plain SMTP, and AUTH allowed without TLS on loopback only.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASS) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          raw: Buffer.concat(chunks).toString('utf8'),
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          },
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
    ...overrides,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const credentials = `${encodeURIComponent(USER)}:${encodeURIComponent(PASS)}`;

describeMailerContract('SMTP (nodemailer → smtp-server)', async (from) => {
  const smtp = await startSmtp();
  const mailer = createSmtpMailer({ url: `smtp://${credentials}@127.0.0.1:${smtp.port}`, from, log: silentLogger });
  return {
    mailer,
    delivered: async () => smtp.received.map((mail) => parseMail(mail.raw)),
    cleanup: async () => {
      mailer.close();
      await smtp.close();
    },
  };
});

describe('SMTP mailer specifics', () => {
  let smtp: TestSmtp;
  beforeEach(async () => {
    smtp = await startSmtp();
  });
  afterEach(async () => {
    await smtp.close();
  });

  it('signs in with the credentials of the URL and sets the envelope', async () => {
    const mailer = createSmtpMailer({ url: `smtp://${credentials}@127.0.0.1:${smtp.port}`, from: CONTRACT_FROM, log: silentLogger });
    await mailer.send({ to: 'priya@example.com', subject: 'Hi', text: 'Hello' });
    mailer.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.user).toBe(USER);
    expect(smtp.received[0]?.envelope).toEqual({ from: 'no-reply@amaravati.test', to: ['priya@example.com'] });
  });

  it('fails the send when the server refuses the credentials, and logs nothing secret', async () => {
    const events: string[] = [];
    const log: Logger = { info: (event, data) => void events.push(event + JSON.stringify(data)), warn() {}, error() {} };
    const mailer = createSmtpMailer({ url: `smtp://${USER}:wrong@127.0.0.1:${smtp.port}`, from: CONTRACT_FROM, log });
    await expect(mailer.send({ to: 'priya@example.com', subject: 'Hi', text: 'Hello' })).rejects.toThrow();
    mailer.close();
    expect(smtp.received).toEqual([]);
    expect(events.join('\n')).not.toContain('wrong');
  });

  it('logs the subject of a sent message, not the URL or the body', async () => {
    const events: string[] = [];
    const log: Logger = { info: (event, data) => void events.push(event + JSON.stringify(data)), warn() {}, error() {} };
    const mailer = createSmtpMailer({ url: `smtp://${credentials}@127.0.0.1:${smtp.port}`, from: CONTRACT_FROM, log });
    await mailer.send({ to: 'priya@example.com', subject: 'Reset your password', text: 'token=SECRET123' });
    mailer.close();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatch(/^mail_sent.*Reset your password/);
    expect(events[0]).not.toContain('SECRET123');
    expect(events[0]).not.toContain(encodeURIComponent(PASS));
  });

  it('fails quickly when nothing listens on the port', async () => {
    const probe = createNetServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: CONTRACT_FROM, log: silentLogger });
    const started = Date.now();
    await expect(mailer.send({ to: 'priya@example.com', subject: 'Hi', text: 'Hello' })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
    mailer.close();
  });
});
