export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The Mailer port: SMTP when configured, else an outbox folder and the log. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
