import type { MailMessage } from '../../ports/mailer';

/** The one-click unsubscribe headers of RFC 8058, for a mail that has an unsubscribe address. */
export function listUnsubscribeHeaders(message: MailMessage): Record<string, string> {
  if (message.unsubscribeUrl === undefined) return {};
  return { 'List-Unsubscribe': `<${message.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** An unsubscribe address goes in a header whole (never folded): keep it well under a line's 998 bytes. */
const UNSUBSCRIBE_URL_MAX = 900;

/**
 * Header values come from our code, but an address typed into a form ends up in `To`: a line
 * break there would let it add headers (Bcc: …) to the message. Refuse, whatever the transport.
 * The unsubscribe address goes between angle brackets in a header of its own: an absolute
 * https (or, for local runs, http) URL of printable ASCII without spaces or brackets.
 */
export function assertSafeHeaders(message: MailMessage, from: string): void {
  const headers: [name: string, value: unknown][] = [
    ['to', message.to],
    ['subject', message.subject],
    ['from', from],
  ];
  if (message.unsubscribeUrl !== undefined) headers.push(['unsubscribeUrl', message.unsubscribeUrl]);
  for (const [name, value] of headers) {
    if (typeof value !== 'string' || /[\r\n\0]/.test(value)) throw new Error(`Mail header "${name}" contains a line break`);
  }
  if (!/^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(message.to)) throw new Error('Mail "to" must be a single plain address');
  if (message.unsubscribeUrl !== undefined && !isHeaderSafeUrl(message.unsubscribeUrl)) {
    throw new Error('Mail "unsubscribeUrl" must be one absolute http(s) address of printable ASCII');
  }
}

function isHeaderSafeUrl(value: string): boolean {
  if (value.length > UNSUBSCRIBE_URL_MAX || !/^[\x21-\x7e]+$/.test(value) || /[<>,"]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
