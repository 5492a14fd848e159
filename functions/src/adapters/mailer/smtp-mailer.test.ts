import { createServer as createNetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger, type Logger } from '../../ports/logger';
import { MailRejectedError } from '../../ports/mailer';
import { refuseRecipients, SMTP_TEST_PASS as PASS, SMTP_TEST_USER as USER, startSmtp, type TestSmtp } from '../../testing/local-smtp';
import { parseMail } from '../../testing/parse-mail';
import { CONTRACT_FROM, describeMailerContract } from './mailer.contract';
import { createSmtpMailer } from './smtp-mailer';

/**
 * Against a real SMTP server (smtp-server) on 127.0.0.1 and a random port: the bytes go through
 * nodemailer's encoding, the SMTP dialogue (AUTH, dot-stuffing) and back through a parser.
 */

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

  it('writes the RFC 8058 headers into the message as sent, each on one line', async () => {
    const mailer = createSmtpMailer({ url: `smtp://${credentials}@127.0.0.1:${smtp.port}`, from: CONTRACT_FROM, log: silentLogger });
    const url = `https://plots.example.in/api/alerts/unsubscribe?token=${'a'.repeat(60)}.${'b'.repeat(43)}`;
    await mailer.send({ to: 'priya@example.com', subject: 'A price drop', text: 'x', unsubscribeUrl: url });
    mailer.close();
    const head = smtp.received[0]?.raw.split('\r\n\r\n')[0] ?? '';
    expect(head.split('\r\n')).toEqual(expect.arrayContaining([`List-Unsubscribe: <${url}>`, 'List-Unsubscribe-Post: List-Unsubscribe=One-Click']));
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

describe('SMTP mailer: what the server refuses', () => {
  let smtp: TestSmtp;
  beforeEach(async () => {
    smtp = await startSmtp({
      onRcptTo: refuseRecipients({ 'gone@example.com': [550, '5.1.1 No such user'], 'full@example.com': [452, '4.2.2 Mailbox full, try later'] }),
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          if (session.envelope.rcptTo.some((rcpt) => rcpt.address === 'spam@example.com')) callback(Object.assign(new Error('5.7.1 Message refused'), { responseCode: 554 }));
          else callback();
        });
      },
    });
  });
  afterEach(async () => {
    await smtp.close();
  });

  const send = async (to: string) => {
    const mailer = createSmtpMailer({ url: `smtp://${credentials}@127.0.0.1:${smtp.port}`, from: CONTRACT_FROM, log: silentLogger });
    try {
      return await mailer.send({ to, subject: 'Hi', text: 'Hello' }).then(
        () => null,
        (error: unknown) => error,
      );
    } finally {
      mailer.close();
    }
  };

  it('rejects a recipient refused for good (550 to RCPT TO) with MailRejectedError and its code', async () => {
    const error = await send('gone@example.com');
    expect(error).toBeInstanceOf(MailRejectedError);
    expect(error).toMatchObject({ code: 550, recipient: 'gone@example.com' });
  });

  it('rejects a message refused for good (554 after DATA) with MailRejectedError', async () => {
    const error = await send('spam@example.com');
    expect(error).toBeInstanceOf(MailRejectedError);
    expect(error).toMatchObject({ code: 554, recipient: 'spam@example.com' });
  });

  it('fails a temporary refusal (452) with an ordinary error, to be tried again', async () => {
    const error = await send('full@example.com');
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(MailRejectedError);
  });

  it('fails a refused login with an ordinary error: it is not the recipient that is wrong', async () => {
    const mailer = createSmtpMailer({ url: `smtp://${USER}:wrong@127.0.0.1:${smtp.port}`, from: CONTRACT_FROM, log: silentLogger });
    const error = await mailer.send({ to: 'priya@example.com', subject: 'Hi', text: 'x' }).then(
      () => null,
      (failure: unknown) => failure,
    );
    mailer.close();
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(MailRejectedError);
  });

  it('still delivers to an address the server accepts', async () => {
    expect(await send('priya@example.com')).toBeNull();
  });
});
