import { businessNameOf } from '../../core/business-name';
import type { Language } from '../../core/languages';
import { messageKey, type MessageRef } from '../../core/message-key';
import { ALERTS_PER_ADDRESS_MAX, type Alert, type AlertCadence, type AlertSpec } from '../../core/schemas/alerts';
import type { Subscriber } from '../../core/schemas/subscriber';
import { HttpError } from '../../http/errors';
import type { Logger } from '../../ports/logger';
import type { Mailer } from '../../ports/mailer';
import type { Store } from '../../ports/store';
import { confirmUrl, type SignedLinks } from '../alerts/alert-links';
import { loadSignedLinks, type LinkPurpose } from '../alerts/signed-links';
import { describeAlert, type AlertNames } from './alert-words';
import { confirmSubscriptionMail } from './mails/confirm-subscription-mail';

export interface SubscriptionsDeps {
  store: Pick<Store, 'subscribers' | 'alerts' | 'plots' | 'ventures' | 'meta' | 'settings'>;
  mailer: Mailer;
  log: Logger;
  /** The site's address for the mails' links. */
  linkOrigin: string;
  /** The signed links (their key is read from the store once). */
  links: () => Promise<SignedLinks>;
}

/** What POST /api/subscriptions did, and the message that says so. */
interface SubscribeAnswer {
  /** A new alert was stored (false: the address already followed it). */
  created: boolean;
  /** The address is confirmed: the alert is live now. Else a confirmation mail went out. */
  confirmed: boolean;
  key: MessageRef;
}

/** A link's subscriber, or why there is none: the pages answer 400 (tampered), 410 (expired). */
type LinkedSubscriber = { ok: true; subscriberId: string } | { ok: false; reason: 'tampered' | 'expired' };

/** An alert and its words, for the manage page. */
export interface AlertInWords {
  alert: Alert;
  words: string;
}

/** The store's signed links, loaded the first time they are needed and kept (a failed load is tried again next time). */
export function keptSignedLinks(meta: Store['meta']): () => Promise<SignedLinks> {
  let pending: Promise<SignedLinks> | undefined;
  return () =>
    (pending ??= loadSignedLinks(meta).catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** The meta key that records a confirmation mail asked of a subscriber (ask-subscribers-to-confirm.ts mails the rest once). */
export function confirmationAskedKey(subscriberId: string): string {
  return `subscriberConfirmAsked:${subscriberId}`;
}

/**
 * Alerts for subscribers (docs/product.md, "Alerts for subscribers"): double opt-in, then what an
 * address follows, changed and left through signed links (no account).
 */
export function createSubscriptionsService(deps: SubscriptionsDeps) {
  /** The names an alert's words need: its plot's title, its venture's name. */
  async function namesOf(alerts: readonly Alert[]): Promise<AlertNames> {
    const plotIds = new Set<string>();
    const ventureIds = new Set<string>();
    for (const alert of alerts) {
      if (alert.kind === 'priceDrop') plotIds.add(alert.target.plotId);
      if (alert.kind === 'venture') ventureIds.add(alert.target.ventureId);
      if (alert.kind === 'search' && alert.target.ventureId !== undefined) ventureIds.add(alert.target.ventureId);
    }
    const [plots, ventures] = await Promise.all([
      Promise.all([...plotIds].map((id) => deps.store.plots.get(id))),
      Promise.all([...ventureIds].map((id) => deps.store.ventures.get(id))),
    ]);
    return {
      plots: new Map(plots.flatMap((plot) => (plot ? [[plot.id, plot] as const] : []))),
      ventures: new Map(ventures.flatMap((venture) => (venture ? [[venture.id, venture] as const] : []))),
    };
  }

  async function inWords(alerts: readonly Alert[], language: Language): Promise<AlertInWords[]> {
    const names = await namesOf(alerts);
    return alerts.map((alert) => ({ alert, words: describeAlert(alert, names, language) }));
  }

  /** Mails the confirmation link, in `language`, listing what the address would follow. */
  async function askToConfirm(subscriber: Subscriber, language: Language): Promise<void> {
    const [links, alerts, settings] = await Promise.all([deps.links(), deps.store.alerts.listOf(subscriber.id), deps.store.settings.get()]);
    const words = (await inWords(alerts, language)).map((alert) => alert.words);
    const link = confirmUrl(deps.linkOrigin, links, subscriber.id, language);
    await deps.mailer.send({ to: subscriber.email, ...confirmSubscriptionMail(language, businessNameOf(settings), words, link) });
    await deps.store.meta.set(confirmationAskedKey(subscriber.id), new Date().toISOString());
  }

  async function linked(token: unknown, purpose: LinkPurpose): Promise<LinkedSubscriber> {
    const check = (await deps.links()).verify(token, purpose);
    if (check.ok) return { ok: true, subscriberId: check.payload.subject };
    return { ok: false, reason: check.reason === 'expired' ? 'expired' : 'tampered' };
  }

  /**
   * Adds an alert to an address (created unconfirmed the first time). A confirmed address follows
   * it at once; an unconfirmed one is mailed the confirmation link (again, if it asks again).
   * More than ALERTS_PER_ADDRESS_MAX: 422 `alertsFull`.
   */
  async function subscribe(input: { email: string; language: Language; cadence: AlertCadence; alert: AlertSpec }): Promise<SubscribeAnswer> {
    const { subscriber } = await deps.store.subscribers.add(input.email, input.language);
    const added = await deps.store.alerts.add(subscriber.id, input.alert, input.cadence);
    if (added.outcome === 'full') throw new HttpError(422, 'validation_failed', messageKey('alertsFull', { max: ALERTS_PER_ADDRESS_MAX }));
    // Removed between the two calls (an unsubscribe racing this): the same as the address being new.
    if (added.outcome === 'noSubscriber') return subscribe(input);
    const created = added.outcome === 'created';
    if (subscriber.confirmedAt !== null) return { created, confirmed: true, key: messageKey(created ? 'alertAdded' : 'alertAlreadyFollowed') };
    try {
      await askToConfirm(subscriber, input.language);
    } catch (error) {
      // The alert stays; asking again (the same form) sends another link.
      deps.log.error('subscription_confirm_mail_failed', { subscriberId: subscriber.id, error: error instanceof Error ? error.message : String(error) });
    }
    return { created, confirmed: false, key: messageKey('subscriptionCheckInbox') };
  }

  return {
    askToConfirm,
    namesOf,
    linked,
    links: deps.links,
    /** Who the pages speak for (the site settings' business name). */
    businessName: async () => businessNameOf(await deps.store.settings.get()),
    subscriber: (id: string) => deps.store.subscribers.get(id),

    subscribe,

    /** Confirms the address of a confirmation link: the same answer however often; null when it left since. */
    async confirm(subscriberId: string): Promise<Subscriber | null> {
      return deps.store.subscribers.confirm(subscriberId);
    },

    /** The address and what it follows, in its language; null when it left. */
    async alertsOf(subscriberId: string, language: Language): Promise<{ subscriber: Subscriber; alerts: AlertInWords[] } | null> {
      const subscriber = await deps.store.subscribers.get(subscriberId);
      if (!subscriber) return null;
      return { subscriber, alerts: await inWords(await deps.store.alerts.listOf(subscriberId), language) };
    },

    setCadence: (subscriberId: string, alertId: string, cadence: AlertCadence) => deps.store.alerts.setCadence(subscriberId, alertId, cadence),
    removeAlert: (subscriberId: string, alertId: string) => deps.store.alerts.remove(subscriberId, alertId),

    /** The address leaves: it and every alert of it are removed (false: it had left already). Leaving twice is the same. */
    async unsubscribe(subscriberId: string): Promise<boolean> {
      const removed = await deps.store.subscribers.remove(subscriberId);
      await deps.store.meta.delete(confirmationAskedKey(subscriberId));
      return removed;
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
