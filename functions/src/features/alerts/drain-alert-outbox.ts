import { businessNameOf } from '../../core/business-name';
import { addDays, siteDay } from '../../core/dates';
import type { Language } from '../../core/languages';
import { ALERT_VENTURE_PLOTS_MAX, alertItemSchema, type AlertItem } from '../../core/schemas/alert-item';
import type { Logger } from '../../ports/logger';
import { MailRejectedError, type Mailer } from '../../ports/mailer';
import type { ClaimedAlertOutboxItem, Store } from '../../ports/store';
import { ALERT_SUMMARY_TIME } from './alert-due';
import { nextSiteTime } from '../../jobs/daily-timer';
import { alertMail } from './mails/alert-mail';
import type { AlertMailContext } from './mails/alert-mail-parts';
import { alertSummaryMail } from './mails/alert-summary-mail';

/** Who an alert goes to, as the subscriber model knows them (features/alerts, the subscriber's branch). */
export interface AlertRecipient {
  email: string;
  language: Language;
  /** Their signed links (alert-links.ts): the manage page and the unsubscribe page, linked in the mail's text and HTML. */
  manageUrl: string;
  unsubscribeUrl: string;
  /** The List-Unsubscribe header's one-click address (RFC 8058): mail clients POST to it, no page. */
  oneClickUnsubscribeUrl: string;
}

export interface AlertDrainDeps {
  store: Pick<Store, 'alertOutbox' | 'meta' | 'settings' | 'subscribers'>;
  mailer: Mailer;
  log: Logger;
  /** The site's public origin: every link and picture of the mails. */
  origin: string;
  /** The confirmed subscriber an item is for; null when there is none now (unsubscribed, removed, bouncing): the item is dropped. */
  recipientOf: (subscriberId: string) => Promise<AlertRecipient | null>;
  /** Told once per refused send that the server refused the address for good, so mail to it stops. */
  reportBounce: (subscriberId: string, error: MailRejectedError) => Promise<void>;
}

interface AlertDrainOptions {
  now?: () => Date;
  /** Items per claim. */
  batch?: number;
  /** How long a claim holds its items: far longer than a batch takes to send. */
  leaseMs?: number;
  /** Asked before each claim: true ends the drain there (the server stopping), what is left stays queued. */
  stopping?: () => boolean;
  /** Awaited after each mail (the standalone server's pace, drain-pace.ts). */
  afterMail?: () => Promise<void>;
}

interface AlertDrainResult {
  /** Mails sent (a summary counts once) and items they carried. */
  mails: number;
  sent: number;
  retried: number;
  failed: number;
  /** Items for no confirmed subscriber, or unreadable. */
  dropped: number;
}

const MINUTE = 60_000;
/** The waits before each retry of a temporary failure; past the last, the item is given up. */
export const ALERT_RETRY_DELAYS_MS = [1, 5, 30, 120, 360].map((minutes) => minutes * MINUTE);
const DEFAULT_BATCH = 100;
const DEFAULT_LEASE_MS = 10 * MINUTE;

/** The mark that a subscriber's summary of one India day has gone (or is going): at most one a day. */
const ALERT_SUMMARY_KEY_PREFIX = 'alert-summary:';
const alertSummaryKey = (subscriberId: string, day: string) => `${ALERT_SUMMARY_KEY_PREFIX}${day}:${subscriberId}`;
/** Days of summary marks kept (today's is the one that counts; the older ones go with each drain). */
const ALERT_SUMMARY_KEYS_KEPT_DAYS = 3;

/** One mail as it happens: an item, or a subscriber's plots freed together in one venture. */
interface InstantMail {
  entries: { item: ClaimedAlertOutboxItem; recipient: AlertRecipient }[];
  alert: AlertItem;
}

/**
 * Sends what the alert outbox holds, until nothing is due (docs/decisions/017): claims a batch,
 * composes each mail in the subscriber's language (its unsubscribe link the page), sends it with
 * the one-click unsubscribe address in its header, marks it sent. Each item is marked "sending" before its send, so an item whose drainer
 * died mid-send is marked sent when claimed again rather than mailed twice; an item whose drainer
 * died before that is sent by the next claim once the lease runs out. A permanent refusal
 * (MailRejectedError) fails the item and reports the address; a temporary one retries it after
 * ALERT_RETRY_DELAYS_MS. Daily items are grouped per subscriber into one summary, at most one per
 * subscriber and India day (claimed in the store's meta values); more of them that day wait for
 * the next 08:00.
 */
export async function drainAlertOutbox(deps: AlertDrainDeps, options: AlertDrainOptions = {}): Promise<AlertDrainResult> {
  const now = options.now ?? (() => new Date());
  const result: AlertDrainResult = { mails: 0, sent: 0, retried: 0, failed: 0, dropped: 0 };
  const businessName = businessNameOf(await deps.store.settings.get());
  const recipients = new Map<string, Promise<AlertRecipient | null>>();
  const recipientOf = (subscriberId: string) => {
    let found = recipients.get(subscriberId);
    if (!found) recipients.set(subscriberId, (found = deps.recipientOf(subscriberId)));
    return found;
  };

  while (!options.stopping?.()) {
    const claimed = await deps.store.alertOutbox.claim({ now: now(), limit: options.batch ?? DEFAULT_BATCH, leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS });
    if (claimed.length === 0) break;
    const ready: { item: ClaimedAlertOutboxItem; alert: AlertItem; recipient: AlertRecipient }[] = [];
    for (const item of claimed) {
      if (item.sendingAt !== null) {
        // Its drainer died during the send: it may have gone. Never twice.
        deps.log.warn('alert_mail_maybe_sent', { itemId: item.id, sendingAt: item.sendingAt });
        if (await deps.store.alertOutbox.markSent(item, now())) result.sent += 1;
        continue;
      }
      const alert = readAlert(item.payload);
      const recipient = alert ? await recipientOf(item.subscriberId) : null;
      if (!alert || !recipient) {
        if (await deps.store.alertOutbox.markFailed(item, now(), alert ? 'no confirmed subscriber' : 'unreadable payload')) result.dropped += 1;
        continue;
      }
      ready.push({ item, alert, recipient });
    }

    for (const { entries, alert } of instantMails(ready.filter((entry) => !entry.item.daily))) {
      const recipient = entries[0]!.recipient;
      const context = mailContext(deps, businessName, recipient);
      await sendOnce(
        deps,
        entries.map((entry) => entry.item),
        now,
        result,
        () => deps.mailer.send({ to: recipient.email, unsubscribeUrl: recipient.oneClickUnsubscribeUrl, ...alertMail(alert, context) }),
      );
      await options.afterMail?.();
    }

    const daily = new Map<string, typeof ready>();
    for (const entry of ready.filter((candidate) => candidate.item.daily)) daily.set(entry.item.subscriberId, [...(daily.get(entry.item.subscriberId) ?? []), entry]);
    for (const [subscriberId, entries] of daily) {
      const items = entries.map((entry) => entry.item);
      const key = alertSummaryKey(subscriberId, siteDay(now()));
      if (!(await deps.store.meta.claim(key, now().toISOString()))) {
        // Today's summary went already: these wait for tomorrow's.
        const tomorrow = nextSiteTime(now(), ALERT_SUMMARY_TIME);
        for (const item of items) if (await deps.store.alertOutbox.retryLater(item, tomorrow, '')) result.retried += 1;
        continue;
      }
      const recipient = entries[0]!.recipient;
      const context = mailContext(deps, businessName, recipient);
      const sent = await sendOnce(deps, items, now, result, () =>
        deps.mailer.send({ to: recipient.email, unsubscribeUrl: recipient.oneClickUnsubscribeUrl, ...alertSummaryMail(entries.map((entry) => entry.alert), context) }),
      );
      if (!sent) await deps.store.meta.delete(key);
      await options.afterMail?.();
    }
  }
  await pruneSummaryKeys(deps, now());
  deps.log.info('alert_outbox_drained', { ...result });
  return result;
}

/**
 * The mails of the items sent as they happen: one per item, except that a subscriber's plots
 * freed in one venture (several `plot.updated` drained together: a block released, a status
 * changed on many plots) go as one mail listing them, ALERT_VENTURE_PLOTS_MAX plots at most.
 */
function instantMails(ready: readonly { item: ClaimedAlertOutboxItem; alert: AlertItem; recipient: AlertRecipient }[]): InstantMail[] {
  const mails: InstantMail[] = [];
  /** The mail still gathering each subscriber's plots of each venture. */
  const freed = new Map<string, InstantMail>();
  for (const { item, alert, recipient } of ready) {
    if (alert.kind !== 'ventureFreed') {
      mails.push({ entries: [{ item, recipient }], alert });
      continue;
    }
    const key = `${item.subscriberId} ${alert.venture.id}`;
    const open = freed.get(key);
    if (open?.alert.kind === 'ventureFreed' && open.alert.plots.length + alert.plots.length <= ALERT_VENTURE_PLOTS_MAX) {
      open.entries.push({ item, recipient });
      // A plot freed twice in the drain is listed once, as it is now (the later snapshot).
      const plots = new Map([...open.alert.plots, ...alert.plots].map((plot) => [plot.id, plot]));
      open.alert = { ...open.alert, plots: [...plots.values()] };
      continue;
    }
    const mail: InstantMail = { entries: [{ item, recipient }], alert };
    mails.push(mail);
    freed.set(key, mail);
  }
  return mails;
}

/** Forgets the summary marks of days before the last few: one per subscriber and day would grow forever. A failure is logged: the mails went. */
async function pruneSummaryKeys(deps: AlertDrainDeps, now: Date): Promise<void> {
  const oldestKept = addDays(siteDay(now), -ALERT_SUMMARY_KEYS_KEPT_DAYS);
  try {
    await deps.store.meta.deleteRange(ALERT_SUMMARY_KEY_PREFIX, `${ALERT_SUMMARY_KEY_PREFIX}${oldestKept}`);
  } catch (error) {
    deps.log.warn('alert_summary_keys_not_pruned', { error: error instanceof Error ? error.message : String(error) });
  }
}

function mailContext(deps: AlertDrainDeps, businessName: string, recipient: AlertRecipient): AlertMailContext {
  return { language: recipient.language, origin: deps.origin, businessName, to: recipient.email, manageUrl: recipient.manageUrl, unsubscribeUrl: recipient.unsubscribeUrl };
}

function readAlert(payload: string): AlertItem | null {
  try {
    const parsed = alertItemSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Sends one mail carrying `items` and records the outcome on each: sent; failed and reported
 * (a permanent refusal); or retried after its delay (anything else; failed past the last delay).
 * Whether the mail went.
 */
async function sendOnce(deps: AlertDrainDeps, items: readonly ClaimedAlertOutboxItem[], now: () => Date, result: AlertDrainResult, send: () => Promise<void>): Promise<boolean> {
  const held: ClaimedAlertOutboxItem[] = [];
  for (const item of items) if (await deps.store.alertOutbox.markSending(item, now())) held.push(item);
  if (held.length === 0) return false;
  try {
    await send();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof MailRejectedError) {
      for (const item of held) if (await deps.store.alertOutbox.markFailed(item, now(), `${error.code} ${message}`)) result.failed += 1;
      deps.log.warn('alert_mail_rejected', { subscriberId: held[0]!.subscriberId, code: error.code });
      await deps.reportBounce(held[0]!.subscriberId, error);
      return false;
    }
    for (const item of held) {
      const delay = ALERT_RETRY_DELAYS_MS[item.attempts - 1];
      if (delay === undefined) {
        if (await deps.store.alertOutbox.markFailed(item, now(), message)) result.failed += 1;
      } else if (await deps.store.alertOutbox.retryLater(item, new Date(now().getTime() + delay), message)) {
        result.retried += 1;
      }
    }
    deps.log.warn('alert_mail_failed', { subscriberId: held[0]!.subscriberId, items: held.length, error: message });
    return false;
  }
  result.mails += 1;
  for (const item of held) if (await deps.store.alertOutbox.markSent(item, now())) result.sent += 1;
  // The back office's "last mail": a note only, so a failure here changes nothing sent.
  await deps.store.subscribers.markMailed(held[0]!.subscriberId).catch((error: unknown) => deps.log.warn('alert_last_mail_not_noted', { subscriberId: held[0]!.subscriberId, error: error instanceof Error ? error.message : String(error) }));
  return true;
}
