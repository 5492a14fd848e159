export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, for clients that show it (links tappable); the text stays the fallback. */
  html?: string;
}

/** The Mailer port: SMTP when configured, else an outbox folder and the log. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
