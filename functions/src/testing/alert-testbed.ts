import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SMTPServerOptions } from 'smtp-server';
import { createSmtpMailer } from '../adapters/mailer/smtp-mailer';
import { createSqliteStore } from '../adapters/store/sqlite/sqlite-store';
import { silentLogger } from '../ports/logger';
import type { Store } from '../ports/store';
import { SMTP_TEST_PASS, SMTP_TEST_USER, startSmtp, type TestSmtp } from './local-smtp';

/** What the alert tests send through: a SQLite store in a temporary folder, a local SMTP server and the SMTP mailer to it. */
export interface AlertTestbed {
  store: Store;
  smtp: TestSmtp;
  mailer: ReturnType<typeof createSmtpMailer>;
  /** Closes the store and opens the same database again (a restart); the new store is also `store`. */
  reopenStore(): Promise<Store>;
  close(): Promise<void>;
}

export async function openAlertTestbed(smtpOptions: Partial<SMTPServerOptions> = {}): Promise<AlertTestbed> {
  const folder = await mkdtemp(join(tmpdir(), 'alert-test-'));
  const file = join(folder, 'store.db');
  const smtp = await startSmtp(smtpOptions);
  const mailer = createSmtpMailer({ url: `smtp://${SMTP_TEST_USER}:${encodeURIComponent(SMTP_TEST_PASS)}@127.0.0.1:${smtp.port}`, from: 'Amaravati Plots <alerts@plots.example.in>', log: silentLogger });
  const bed: AlertTestbed = {
    store: await createSqliteStore({ file }),
    smtp,
    mailer,
    async reopenStore() {
      await bed.store.close();
      bed.store = await createSqliteStore({ file });
      return bed.store;
    },
    async close() {
      mailer.close();
      await smtp.close();
      await bed.store.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
  return bed;
}
