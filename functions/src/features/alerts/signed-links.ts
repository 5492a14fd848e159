import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MetaRepository } from '../../ports/store';

/**
 * The signed links of the subscribers' mails (confirm, manage, unsubscribe: docs/decisions/017):
 * a compact URL-safe token, `<body>.<signature>`, where the body is base64url JSON of the purpose,
 * the subject (a subscriber's or an alert's id) and the expiry in whole seconds, and the signature
 * is HMAC-SHA256 of the body with the site's link key, base64url. Nothing is stored per link: a
 * link is good until it expires, and what it does once (confirming) is for its page to keep.
 *
 * The key is 32 random bytes kept in the store's meta values under LINK_KEY_META_KEY, created by
 * the first instance that needs it (meta.claim: two racing instances both read the one that won),
 * so it is the same in both modes and across restarts, and needs no configuration.
 */

export type LinkPurpose = 'confirm' | 'manage' | 'unsubscribe';
const LINK_PURPOSES = ['confirm', 'manage', 'unsubscribe'] as const satisfies readonly LinkPurpose[];

interface LinkPayload {
  purpose: LinkPurpose;
  subject: string;
  /** ISO, whole seconds. */
  expiresAt: string;
}

type LinkCheck = { ok: true; payload: LinkPayload } | { ok: false; reason: 'tampered' | 'expired' | 'wrongPurpose' };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a link is good for: a confirmation a week (the rule); the manage and
 * unsubscribe links of every alert mail a year, so a mail kept in an inbox still lets its reader
 * leave (the unsubscribe link of the newest mail is always fresh).
 */
export const LINK_LIFETIMES_MS: Readonly<Record<LinkPurpose, number>> = {
  confirm: 7 * DAY_MS,
  manage: 365 * DAY_MS,
  unsubscribe: 365 * DAY_MS,
};

export const LINK_KEY_META_KEY = 'alertLinkKey';

/** The longest subject a link carries (ids are far shorter): keeps every token short. */
const SUBJECT_MAX = 200;
/** The longest token verify reads: anything longer is not ours. */
const TOKEN_MAX = 1000;

interface SignedLinks {
  /** A token for `purpose` and `subject`, good for its purpose's lifetime (or `lifetimeMs`). */
  sign(purpose: LinkPurpose, subject: string, options?: { lifetimeMs?: number }): string;
  /** Reads a token for `purpose`; never throws, whatever it is given. */
  verify(token: unknown, purpose: LinkPurpose): LinkCheck;
}

/** The link key of the store, created once (see above). */
async function linkKey(meta: MetaRepository): Promise<Buffer> {
  await meta.claim(LINK_KEY_META_KEY, randomBytes(32).toString('base64url'));
  const stored = await meta.get(LINK_KEY_META_KEY);
  const key = stored === null ? null : Buffer.from(stored, 'base64url');
  if (!key || key.length !== 32) throw new Error(`The meta value ${LINK_KEY_META_KEY} is not a 32-byte key`);
  return key;
}

export async function loadSignedLinks(meta: MetaRepository, now: () => Date = () => new Date()): Promise<SignedLinks> {
  return signedLinksWithKey(await linkKey(meta), now);
}

export function signedLinksWithKey(key: Buffer, now: () => Date = () => new Date()): SignedLinks {
  const signatureOf = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    sign(purpose, subject, options = {}) {
      if (subject === '' || subject.length > SUBJECT_MAX) throw new RangeError('A link subject is 1–200 characters');
      const expires = Math.floor((now().getTime() + (options.lifetimeMs ?? LINK_LIFETIMES_MS[purpose])) / 1000);
      const body = Buffer.from(JSON.stringify([purpose, subject, expires])).toString('base64url');
      return `${body}.${signatureOf(body)}`;
    },

    verify(token, purpose) {
      const payload = typeof token === 'string' && token.length <= TOKEN_MAX ? authenticPayload(token, signatureOf) : null;
      if (!payload) return { ok: false, reason: 'tampered' };
      if (payload.purpose !== purpose) return { ok: false, reason: 'wrongPurpose' };
      if (Date.parse(payload.expiresAt) <= now().getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, payload };
    },
  };
}

/** The payload of a token whose signature is right and whose body reads; null for anything else. */
function authenticPayload(token: string, signatureOf: (body: string) => string): LinkPayload | null {
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, body, signature] = match as unknown as [string, string, string];
  // Compared as text, not as decoded bytes: base64url's last character has spare bits, and a
  // signature written another way is not the one we gave.
  if (!timingSafeEqual(Buffer.from(signature), Buffer.from(signatureOf(body)))) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || fields.length !== 3) return null;
  const [purpose, subject, expires] = fields as unknown[];
  if (!LINK_PURPOSES.includes(purpose as LinkPurpose) || typeof subject !== 'string' || subject === '') return null;
  if (typeof expires !== 'number' || !Number.isSafeInteger(expires) || expires < 0 || expires > 8_640_000_000_000) return null;
  return { purpose: purpose as LinkPurpose, subject, expiresAt: new Date(expires * 1000).toISOString() };
}
