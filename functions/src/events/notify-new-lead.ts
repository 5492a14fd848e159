import { leadNoticeMail } from '../core/lead-notice';
import { mailAdminsOnce } from '../features/notices/mail-admins';
import type { Auth } from '../ports/auth';
import type { EventOf } from '../ports/events';
import type { Logger } from '../ports/logger';
import type { Mailer } from '../ports/mailer';
import type { Store } from '../ports/store';

/** What mailing a new lead to the admins needs: ports only, so a Cloud trigger can run it too. */
export interface LeadNoticeDeps {
  store: Pick<Store, 'meta' | 'settings'>;
  auth: Pick<Auth, 'listAdmins'>;
  mailer: Mailer;
  log: Logger;
  /** The site's address for the mail's links. */
  origin: string;
}

export interface LeadNoticeResult {
  sent: number;
  /** Admins who turned the mails off. */
  optedOut: number;
  /** Admins whose mail had gone before (a redelivered event). */
  alreadySent: number;
}

/** The mark that one admin's mail about one lead has gone (or is going): one per lead and admin. */
export const leadNoticeKey = (leadId: string, adminId: string) => `lead-notice:${leadId}:${adminId}`;

/**
 * Mails a new lead to every admin who has not turned these mails off. Each mail is claimed in
 * the store before it is sent (meta.claim), so the same event delivered twice, even at once,
 * sends one mail per admin; a send that fails gives its claim back and the whole call fails
 * after trying the others, so a retry sends only what is missing. The lead itself is stored
 * before this runs and never depends on it.
 */
export async function notifyNewLead(deps: LeadNoticeDeps, event: EventOf<'lead.created'>): Promise<LeadNoticeResult> {
  const { lead } = event;
  const [admins, settings] = await Promise.all([deps.auth.listAdmins(), deps.store.settings.get()]);
  const mail = leadNoticeMail(lead, { origin: deps.origin, businessName: settings?.businessName ?? 'Amaravati Plots' });
  const { failed, ...result } = await mailAdminsOnce(
    { meta: deps.store.meta, mailer: deps.mailer, log: deps.log },
    { admins, kind: 'newLeadMail', onceKey: (adminId) => leadNoticeKey(lead.id, adminId), mail, failureEvent: 'lead_notice_failed', context: { leadId: lead.id } },
  );
  deps.log.info('lead_notice', { leadId: lead.id, eventId: event.id, ...result, failed: failed.length });
  if (failed.length > 0) throw new Error(`The new lead's mail could not be sent to ${failed.length} admin(s)`);
  return result;
}
