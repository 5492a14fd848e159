import type { Env } from '../config/env';

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
