import { createOutboxMailer } from '../adapters/mailer/outbox-mailer';
import { createSmtpMailer } from '../adapters/mailer/smtp-mailer';
import type { Env } from '../config/env';
import type { Logger } from '../ports/logger';
import type { Mailer } from '../ports/mailer';

/**
 * Defaults both compositions share. Kept apart from local.ts so the Cloud Functions bundle
 * (composition/firebase.ts) does not pull in SQLite.
 */

export const DEFAULT_MAIL_FROM = 'Amaravati Plots <no-reply@localhost>';

/** The SMTP login when it is an address (most providers require sending as it), else a local placeholder. */
export function defaultMailFrom(smtpUrl: string | undefined): string {
  if (!smtpUrl) return DEFAULT_MAIL_FROM;
  try {
    const user = decodeURIComponent(new URL(smtpUrl).username);
    return /^[^\s@<>]+@[^\s@<>]+$/.test(user) ? `Amaravati Plots <${user}>` : DEFAULT_MAIL_FROM;
  } catch {
    return DEFAULT_MAIL_FROM;
  }
}

/** Where the standalone server is reached on this machine: the fallback origin of links in mails. */
export function localOrigin(env: Pick<Env, 'host' | 'port'>): string {
  const host = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host.includes(':') ? `[${env.host}]` : env.host;
  return `http://${host}:${env.port}`;
}

/**
 * The mailer of both compositions: SMTP over SMTP_URL, else one .eml file a message in
 * `outboxDir` (and a log line), From MAIL_FROM or defaultMailFrom. `close` ends the SMTP
 * transport (nothing to end for the outbox).
 */
export function createMailer(
  env: Pick<Env, 'smtpUrl' | 'mailFrom'>,
  options: { outboxDir: string; log: Logger },
): { mailer: Mailer; close: () => void } {
  const from = env.mailFrom ?? defaultMailFrom(env.smtpUrl);
  if (env.smtpUrl) {
    const smtp = createSmtpMailer({ url: env.smtpUrl, from, log: options.log });
    return { mailer: smtp, close: () => smtp.close() };
  }
  return { mailer: createOutboxMailer({ dir: options.outboxDir, from, log: options.log }), close: () => {} };
}
