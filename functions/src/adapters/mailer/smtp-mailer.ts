import nodemailer from 'nodemailer';
import type { Logger } from '../../ports/logger';
import { MailRejectedError, type Mailer } from '../../ports/mailer';
import { assertSafeHeaders, listUnsubscribeHeaders } from './mail-headers';

/**
 * The Mailer over SMTP (nodemailer), configured by one URL: `smtp://user:pass@host:587`
 * (STARTTLS when the server offers it) or `smtps://…:465` (TLS from the start). Options
 * nodemailer reads from the query string (`?tls.rejectUnauthorized=false`) pass through.
 * The URL holds a password: it is never logged.
 *
 * A 5xx answer to RCPT TO or DATA is the server refusing this recipient or this message for good
 * (a bounce): it rejects with MailRejectedError. Every other failure (4xx, no connection, a
 * refused login or sender, which are ours to fix, not the recipient's) stays nodemailer's error.
 */

export interface SmtpMailerOptions {
  url: string;
  from: string;
  log: Logger;
}

/** Nodemailer waits minutes by default; a stuck server should fail a send within seconds. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

function withTimeouts(url: string): string {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(TIMEOUTS)) {
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, String(value));
  }
  return parsed.toString();
}

export function createSmtpMailer(options: SmtpMailerOptions): Mailer & { close: () => void } {
  const transport = nodemailer.createTransport(withTimeouts(options.url));
  return {
    async send(message) {
      assertSafeHeaders(message, options.from);
      const headers = Object.fromEntries(Object.entries(listUnsubscribeHeaders(message)).map(([name, value]) => [name, { prepared: true, value }]));
      const info = await transport
        .sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          headers,
        })
        .catch((error: unknown) => {
          throw asRejection(error, message.to) ?? error;
        });
      options.log.info('mail_sent', { subject: message.subject, messageId: info.messageId });
    },
    close: () => transport.close(),
  };
}

/** A permanent refusal of the recipient or the message, as MailRejectedError; null for any other failure. */
function asRejection(error: unknown, recipient: string): MailRejectedError | null {
  if (!(error instanceof Error)) return null;
  const { responseCode, command } = error as Error & { responseCode?: unknown; command?: unknown };
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode > 599) return null;
  if (command !== 'RCPT TO' && command !== 'DATA') return null;
  return new MailRejectedError(responseCode, recipient, error.message);
}
