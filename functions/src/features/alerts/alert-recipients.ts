import type { Store } from '../../ports/store';
import type { AlertDrainDeps } from './drain-alert-outbox';
import { alertLinksOf, type AlertLinksOf } from './alert-links';
import { loadSignedLinks } from './signed-links';

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

/**
 * Everything the drain needs in either mode (the standalone sender, the Firebase schedule): the
 * subscribers of the store as recipients, with links signed by the store's key.
 */
export async function subscriberAlertDrainDeps(base: Omit<AlertDrainDeps, 'recipientOf' | 'reportBounce'>): Promise<AlertDrainDeps> {
  const links = await loadSignedLinks(base.store.meta);
  return { ...base, ...subscriberRecipients(base.store, alertLinksOf(base.origin, links)) };
}
