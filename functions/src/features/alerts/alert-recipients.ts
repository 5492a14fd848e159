import type { Language } from '../../core/languages';
import type { Store } from '../../ports/store';
import type { AlertDrainDeps, AlertRecipient } from './drain-alert-outbox';

/** A subscriber's signed links as the alert mails carry them (built by the subscriber model's alert links). */
export type AlertLinksOf = (subscriberId: string, language: Language) => Pick<AlertRecipient, 'manageUrl' | 'unsubscribeUrl'>;

/**
 * The drain's view of the subscriber model: an item goes to its subscriber while they are
 * confirmed and not bouncing (else nobody: the drain drops it), in their language, with their
 * signed links; a permanent refusal marks the address bouncing, which stops every alert to it.
 */
export function subscriberRecipients(store: Pick<Store, 'subscribers'>, linksOf: AlertLinksOf): Pick<AlertDrainDeps, 'recipientOf' | 'reportBounce'> {
  return {
    async recipientOf(subscriberId) {
      const subscriber = await store.subscribers.get(subscriberId);
      if (!subscriber || subscriber.confirmedAt === null || subscriber.bouncingSince !== null) return null;
      return { email: subscriber.email, language: subscriber.language, ...linksOf(subscriber.id, subscriber.language) };
    },
    async reportBounce(subscriberId) {
      await store.subscribers.markBouncing(subscriberId);
    },
  };
}
