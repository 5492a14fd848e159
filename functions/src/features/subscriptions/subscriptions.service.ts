import type { Store } from '../../ports/store';

/** Email subscriptions ('Subscribe for Updates'). The same address twice, in any case, is one subscriber. */
export function createSubscriptionsService(deps: { store: Store }) {
  return {
    async subscribe(email: string): Promise<{ created: boolean }> {
      // emailField already lower-cases; the store compares case-insensitively as well. The form
      // is the English contact page's until it says its language.
      const { created } = await deps.store.subscribers.add(email.toLowerCase(), 'en');
      return { created };
    },
  };
}
