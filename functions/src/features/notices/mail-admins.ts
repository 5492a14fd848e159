import { businessNameOf } from '../../core/business-name';
import type { NoticePrefs } from '../../core/schemas/notice-prefs';
import type { Auth } from '../../ports/auth';
import type { Logger } from '../../ports/logger';
import type { MailMessage, Mailer } from '../../ports/mailer';
import type { Store } from '../../ports/store';
import { readNoticePrefs } from './notice-prefs';

/** What mailing the admins needs: ports only, so a Cloud trigger or schedule can run it too. */
export interface AdminMailDeps {
  store: Pick<Store, 'meta' | 'settings'>;
  auth: Pick<Auth, 'listAdmins'>;
  mailer: Mailer;
  log: Logger;
  /** The site's address for the mails' links. */
  origin: string;
}

export interface AdminMailResult {
  sent: number;
  /** Admins who turned this kind of mail off. */
  optedOut: number;
  /** Admins whose mail had gone before (a repeated delivery or run). */
  alreadySent: number;
}

/** What an admin mail (mails/) is composed with: the site's address for its links, and who it speaks for. */
export interface AdminMailContext {
  /** The site's address, for the links (the public origin, or the local one). */
  origin: string;
  /** Who a greeting speaks for (the business name of the site settings). */
  businessName: string;
}


/**
 * Sends one mail to every admin who wants this kind (`kind`, their Settings choice), at most once
 * per admin and `onceKey`: each admin's mail is claimed in the store before it is sent
 * (meta.claim), so deliveries repeated by a retry, a restart or a concurrent duplicate send it
 * once; a send that fails gives its claim back, and once the others have been tried the call
 * fails (`{what} could not be sent …`), so the next attempt sends only what is missing. Logs one
 * `event` line with the counts, and `{event}_failed` per failed send.
 */
export async function mailAdminsOnce(
  deps: AdminMailDeps,
  input: {
    kind: keyof NoticePrefs;
    onceKey: (adminId: string) => string;
    /** The mail (features/notices/mails), in the business's name. */
    compose: (context: AdminMailContext) => Omit<MailMessage, 'to'>;
    /** The log event, and what the error says could not be sent. */
    event: string;
    what: string;
    context: Record<string, unknown>;
  },
): Promise<AdminMailResult> {
  const [admins, settings] = await Promise.all([deps.auth.listAdmins(), deps.store.settings.get()]);
  const mail = input.compose({ origin: deps.origin, businessName: businessNameOf(settings) });
  const result: AdminMailResult = { sent: 0, optedOut: 0, alreadySent: 0 };
  const failed: string[] = [];
  for (const admin of admins) {
    if (!(await readNoticePrefs(deps.store.meta, admin.id))[input.kind]) {
      result.optedOut += 1;
      continue;
    }
    const key = input.onceKey(admin.id);
    if (!(await deps.store.meta.claim(key, new Date().toISOString()))) {
      result.alreadySent += 1;
      continue;
    }
    try {
      await deps.mailer.send({ to: admin.email, ...mail });
      result.sent += 1;
    } catch (error) {
      await deps.store.meta.delete(key);
      failed.push(admin.id);
      deps.log.error(`${input.event}_failed`, { ...input.context, adminId: admin.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  deps.log.info(input.event, { ...input.context, ...result, failed: failed.length });
  if (failed.length > 0) throw new Error(`${input.what} could not be sent to ${failed.length} admin(s)`);
  return result;
}
