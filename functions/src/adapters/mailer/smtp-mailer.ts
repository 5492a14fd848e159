import nodemailer from 'nodemailer';
import type { Logger } from '../../ports/logger';
import type { Mailer } from '../../ports/mailer';
import { assertSafeHeaders } from './mail-headers';

/**
 * The Mailer over SMTP (nodemailer), configured by one URL: `smtp://user:pass@host:587`
 * (STARTTLS when the server offers it) or `smtps://…:465` (TLS from the start). Options
 * nodemailer reads from the query string (`?tls.rejectUnauthorized=false`) pass through.
 * The URL holds a password: it is never logged.
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
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
      options.log.info('mail_sent', { subject: message.subject, messageId: info.messageId });
    },
    close: () => transport.close(),
  };
}
