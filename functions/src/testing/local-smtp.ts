import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 and a random port, for tests: it keeps every
 * message as received (raw, envelope, the signed-in user). Plain SMTP, AUTH allowed without TLS
 * on loopback only. `overrides` replace its handlers (refuse an address, a message).
 */

interface Received {
  raw: string;
  envelope: { from: string; to: string[] };
  user: string | undefined;
}

export interface TestSmtp {
  port: number;
  received: Received[];
  close: () => Promise<void>;
}

export const SMTP_TEST_USER = 'mailer';
export const SMTP_TEST_PASS = 'p@ss:word/1';

export async function startSmtp(overrides: Partial<SMTPServerOptions> = {}): Promise<TestSmtp> {
  const received: Received[] = [];
  const server = new SMTPServer({
    // No certificate here: plain SMTP, and AUTH allowed without TLS on loopback only.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_TEST_USER && auth.password === SMTP_TEST_PASS) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          raw: Buffer.concat(chunks).toString('utf8'),
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          },
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
    ...overrides,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** An onRcptTo handler that refuses the listed addresses with their SMTP code and text, and accepts every other. */
export function refuseRecipients(refusals: Readonly<Record<string, readonly [code: number, text: string]>>): NonNullable<SMTPServerOptions['onRcptTo']> {
  return (address, _session, callback) => {
    const refusal = refusals[address.address];
    if (refusal) callback(Object.assign(new Error(refusal[1]), { responseCode: refusal[0] }));
    else callback();
  };
}
