import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../../ports/logger';
import type { MailMessage, Mailer } from '../../ports/mailer';
import { assertSafeHeaders, listUnsubscribeHeaders } from './mail-headers';

/**
 * The Mailer without SMTP (standalone default): every message becomes one .eml file in
 * DATA_DIR/outbox (open it with any mail client, or read it as text: the body is plain 8-bit
 * UTF-8, so a link is copyable as is), and a log line names the subject and the file. The body
 * can hold secrets (a reset link), so it never reaches the log, and the file is readable by
 * the owner only.
 */

export interface OutboxMailerOptions {
  dir: string;
  from: string;
  log: Logger;
  now?: () => Date;
}

/** RFC 2047 for a header that is not plain ASCII. */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

/** The body: plain text, or text and HTML as alternatives of one message (RFC 2046). */
function body(message: MailMessage): string[] {
  const part = (type: string, content: string) => [`Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: 8bit', '', crlf(content), ''];
  if (!message.html) return part('text/plain', message.text);
  const boundary = `alt-${randomBytes(12).toString('hex')}`;
  return [
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...part('text/plain', message.text),
    `--${boundary}`,
    ...part('text/html', message.html),
    `--${boundary}--`,
    '',
  ];
}

export function createOutboxMailer(options: OutboxMailerOptions): Mailer {
  const now = options.now ?? (() => new Date());
  let sequence = 0;
  let ready: Promise<unknown> | undefined;

  return {
    async send(message) {
      assertSafeHeaders(message, options.from);
      ready ??= mkdir(options.dir, { recursive: true, mode: 0o700 });
      await ready;

      const date = now();
      sequence = (sequence + 1) % 10_000;
      // Sorts by time, then by order within the same millisecond.
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(4, '0')}-${randomBytes(3).toString('hex')}.eml`;
      const file = join(options.dir, name);
      const eml = [
        `From: ${encodeHeader(options.from)}`,
        `To: ${message.to}`,
        `Subject: ${encodeHeader(message.subject)}`,
        `Date: ${date.toUTCString()}`,
        `Message-ID: <${randomBytes(12).toString('hex')}@outbox.local>`,
        ...Object.entries(listUnsubscribeHeaders(message)).map(([name, value]) => `${name}: ${value}`),
        'MIME-Version: 1.0',
        ...body(message),
      ].join('\r\n');
      // Written under another name, then renamed: a reader of the outbox (a person, a test, a
      // script) never sees a half-written .eml.
      const partial = `${file}.partial`;
      await writeFile(partial, eml, { mode: 0o600, flag: 'wx' });
      await rename(partial, file);
      options.log.info('mail_written_to_outbox', { subject: message.subject, file });
    },
  };
}
