import { mailAdminsOnce, type AdminMailDeps, type AdminMailResult } from '../features/notices/mail-admins';
import { newLeadMail } from '../features/notices/mails/new-lead-mail';
import type { EventOf } from '../ports/events';

/** What mailing a new lead to the admins needs: ports only, so a Cloud trigger can run it too. */
export type LeadNoticeDeps = AdminMailDeps;

/** The mark that one admin's mail about one lead has gone (or is going): one per lead and admin. */
export const leadNoticeKey = (leadId: string, adminId: string) => `lead-notice:${leadId}:${adminId}`;

/**
 * Mails a new lead to every admin who has not turned these mails off. Each mail is claimed in
 * the store before it is sent (meta.claim), so the same event delivered twice, even at once,
 * sends one mail per admin; a send that fails gives its claim back and the whole call fails
 * after trying the others, so a retry sends only what is missing. The lead itself is stored
 * before this runs and never depends on it.
 */
export async function notifyNewLead(deps: LeadNoticeDeps, event: EventOf<'lead.created'>): Promise<AdminMailResult> {
  const { lead } = event;
  return mailAdminsOnce(deps, {
    kind: 'newLeadMail',
    onceKey: (adminId) => leadNoticeKey(lead.id, adminId),
    compose: (context) => newLeadMail(lead, context),
    event: 'lead_notice',
    what: "The new lead's mail",
    context: { leadId: lead.id, eventId: event.id },
  });
}
