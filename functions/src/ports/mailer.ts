export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, for clients that show it (links tappable); the text stays the fallback. */
  html?: string;
  /**
   * A mail to subscribers (not a transactional one): the https address that unsubscribes the
   * recipient in one click (RFC 8058). Sent as `List-Unsubscribe: <url>` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; the mail client POSTs to it.
   */
  unsubscribeUrl?: string;
}

/** The Mailer port: SMTP when configured, else an outbox folder and the log. */
export interface Mailer {
  /**
   * Sends the message. A recipient the mail server refuses for good (a 5xx answer to the
   * recipient or the message) rejects with MailRejectedError; anything that may pass on a later
   * try (a 4xx answer, no connection, a timeout) with another error.
   */
  send(message: MailMessage): Promise<void>;
}

/** The mail server refused the recipient or the message for good (SMTP 5xx): a bounce. */
export class MailRejectedError extends Error {
  constructor(
    /** The SMTP reply code (550, 553, 554 …). */
    readonly code: number,
    readonly recipient: string,
    message: string,
  ) {
    super(message);
    this.name = 'MailRejectedError';
  }
}
