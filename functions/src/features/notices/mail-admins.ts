import type { NoticePrefs } from '../../core/schemas/notice-prefs';
import type { AdminUser } from '../../ports/auth';
import type { Logger } from '../../ports/logger';
import type { MailMessage, Mailer } from '../../ports/mailer';
import type { MetaRepository } from '../../ports/store';
import { readNoticePrefs } from './notice-prefs';

export interface AdminMailResult {
  sent: number;
  /** Admins who turned this kind of mail off. */
  optedOut: number;
  /** Admins whose mail had gone before (a repeated delivery or run). */
  alreadySent: number;
  /** Admins whose mail could not be sent this time (their claim given back). */
  failed: string[];
}

/**
 * Sends one mail to every admin who wants this kind (`kind`, their Settings choice), at most once
 * per admin and `onceKey`: each admin's mail is claimed in the store before it is sent
 * (meta.claim), so deliveries repeated by a retry, a restart or a concurrent duplicate send it
 * once; a send that fails gives its claim back, so the next attempt sends what is missing.
 */
export async function mailAdminsOnce(
  deps: { meta: MetaRepository; mailer: Mailer; log: Logger },
  input: { admins: readonly AdminUser[]; kind: keyof NoticePrefs; onceKey: (adminId: string) => string; mail: Omit<MailMessage, 'to'>; failureEvent: string; context: Record<string, unknown> },
): Promise<AdminMailResult> {
  const result: AdminMailResult = { sent: 0, optedOut: 0, alreadySent: 0, failed: [] };
  for (const admin of input.admins) {
    if (!(await readNoticePrefs(deps.meta, admin.id))[input.kind]) {
      result.optedOut += 1;
      continue;
    }
    const key = input.onceKey(admin.id);
    if (!(await deps.meta.claim(key, new Date().toISOString()))) {
      result.alreadySent += 1;
      continue;
    }
    try {
      await deps.mailer.send({ to: admin.email, ...input.mail });
      result.sent += 1;
    } catch (error) {
      await deps.meta.delete(key);
      result.failed.push(admin.id);
      deps.log.error(input.failureEvent, { ...input.context, adminId: admin.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}
