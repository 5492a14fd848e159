import type { MailMessage } from '../../ports/mailer';

/**
 * Header values come from our code, but an address typed into a form ends up in `To`: a line
 * break there would let it add headers (Bcc: …) to the message. Refuse, whatever the transport.
 */
export function assertSafeHeaders(message: MailMessage, from: string): void {
  for (const [name, value] of [
    ['to', message.to],
    ['subject', message.subject],
    ['from', from],
  ] as const) {
    if (typeof value !== 'string' || /[\r\n\0]/.test(value)) throw new Error(`Mail header "${name}" contains a line break`);
  }
  if (!/^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(message.to)) throw new Error('Mail "to" must be a single plain address');
}
