import { buildLeadDigest, digestIsEmpty } from '../core/lead-digest';
import { mailAdminsOnce, type AdminMailDeps, type AdminMailResult } from '../features/notices/mail-admins';
import { leadDigestMail } from '../features/notices/mails/lead-digest-mail';
import type { Store } from '../ports/store';

export interface LeadDigestDeps extends AdminMailDeps {
  store: AdminMailDeps['store'] & Pick<Store, 'leads'>;
}

export interface LeadDigestResult extends AdminMailResult {
  /** The India day the digest is for. */
  day: string;
  /** Nothing new, nothing waiting, no visit today: no mail. */
  empty: boolean;
}

/** 09:00 in India, when the office opens. */
export const LEAD_DIGEST_TIME = { hour: 9, minute: 0 } as const;

/** The mark that one admin's digest of one day has gone (or is going). */
export const leadDigestKey = (day: string, adminId: string) => `lead-digest:${day}:${adminId}`;

/**
 * The morning digest (core/lead-digest.ts chooses the leads, features/notices/mails/lead-digest-mail.tsx says them) to each admin who has not turned it off, once a day:
 * each admin's mail of the day is claimed in the store before it is sent, so a run repeated by a
 * retry or a restart sends nothing twice; a failed send gives its claim back and the run fails
 * after trying the others (Cloud Scheduler retries it; standalone, the log says so).
 */
export async function sendLeadDigest(deps: LeadDigestDeps, options: { now?: () => Date } = {}): Promise<LeadDigestResult> {
  const now = (options.now ?? (() => new Date()))();
  const digest = buildLeadDigest(await deps.store.leads.list(), now);
  if (digestIsEmpty(digest)) {
    const empty = { day: digest.day, empty: true, sent: 0, optedOut: 0, alreadySent: 0 };
    deps.log.info('lead_digest', empty);
    return empty;
  }
  const sent = await mailAdminsOnce(deps, {
    kind: 'dailyDigest',
    onceKey: (adminId) => leadDigestKey(digest.day, adminId),
    compose: (context) => leadDigestMail(digest, context),
    event: 'lead_digest',
    what: 'The morning digest',
    context: { day: digest.day },
  });
  return { day: digest.day, empty: false, ...sent };
}
