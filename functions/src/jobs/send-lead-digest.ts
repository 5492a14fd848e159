import { buildLeadDigest, digestIsEmpty, leadDigestMail } from '../core/lead-digest';
import { mailAdminsOnce } from '../features/notices/mail-admins';
import type { Auth } from '../ports/auth';
import type { Logger } from '../ports/logger';
import type { Mailer } from '../ports/mailer';
import type { Store } from '../ports/store';

export interface LeadDigestDeps {
  store: Pick<Store, 'leads' | 'meta' | 'settings'>;
  auth: Pick<Auth, 'listAdmins'>;
  mailer: Mailer;
  log: Logger;
  /** The site's address for the mail's links. */
  origin: string;
}

export interface LeadDigestResult {
  /** The India day the digest is for. */
  day: string;
  /** Nothing new, nothing waiting, no visit today: no mail. */
  empty: boolean;
  sent: number;
  optedOut: number;
  alreadySent: number;
}

/** 09:00 in India, when the office opens. */
export const LEAD_DIGEST_TIME = { hour: 9, minute: 0 } as const;

/** The mark that one admin's digest of one day has gone (or is going). */
export const leadDigestKey = (day: string, adminId: string) => `lead-digest:${day}:${adminId}`;

/**
 * The morning digest (core/lead-digest.ts) to each admin who has not turned it off, once a day:
 * each admin's mail of the day is claimed in the store before it is sent, so a run repeated by a
 * retry or a restart sends nothing twice; a failed send gives its claim back and the run fails
 * after trying the others (Cloud Scheduler retries it; standalone, the log says so).
 */
export async function sendLeadDigest(deps: LeadDigestDeps, options: { now?: () => Date } = {}): Promise<LeadDigestResult> {
  const now = (options.now ?? (() => new Date()))();
  const [leads, admins, settings] = await Promise.all([deps.store.leads.list(), deps.auth.listAdmins(), deps.store.settings.get()]);
  const digest = buildLeadDigest(leads, now);
  const result: LeadDigestResult = { day: digest.day, empty: digestIsEmpty(digest), sent: 0, optedOut: 0, alreadySent: 0 };
  if (result.empty) {
    deps.log.info('lead_digest', { ...result });
    return result;
  }
  const mail = leadDigestMail(digest, { origin: deps.origin, businessName: settings?.businessName ?? 'Amaravati Plots' });
  const { failed, ...sent } = await mailAdminsOnce(
    { meta: deps.store.meta, mailer: deps.mailer, log: deps.log },
    { admins, kind: 'dailyDigest', onceKey: (adminId) => leadDigestKey(digest.day, adminId), mail, failureEvent: 'lead_digest_failed', context: { day: digest.day } },
  );
  Object.assign(result, sent);
  deps.log.info('lead_digest', { ...result, failed: failed.length });
  if (failed.length > 0) throw new Error(`The morning digest could not be sent to ${failed.length} admin(s)`);
  return result;
}
