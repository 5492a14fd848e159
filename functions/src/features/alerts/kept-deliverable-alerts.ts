import type { AlertKind, DeliverableAlert } from '../../core/schemas/alerts';
import type { Store } from '../../ports/store';

/** The store's repositories whose writes change who gets which alert. */
type AlertRepositories = Pick<Store, 'alerts' | 'subscribers'>;

/**
 * Keeps the deliverable alerts of each kind in memory (docs/decisions/017, "Who a plot matches,
 * in memory"): `alerts.deliverable(kind)` reads the store the first time a kind is asked for and
 * then answers from memory, until a write through these same repositories could change the
 * answer: an alert added, re-timed or removed; an address added, confirmed, marked bouncing or
 * removed. Each such write forgets every kind once it has finished, so a read started before it
 * ends is not kept either, and the next read sees it. Noting a sent mail (`markMailed`) changes
 * nothing deliverable and keeps them.
 *
 * Replaces the two repositories on the store object itself (the object the rest of the process
 * already holds, and that bulkInsertPlots knows): for a process that makes every write to its
 * database, i.e. the standalone server. Writes by another process (or instance, on Firestore) are
 * not seen; the Firebase composition does not use it.
 */
export function keepDeliverableAlerts(store: AlertRepositories): void {
  const { alerts, subscribers } = store;
  const kept = new Map<AlertKind, Promise<DeliverableAlert[]>>();

  const forgetting =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await write(...args);
      } finally {
        kept.clear();
      }
    };

  function read(kind: AlertKind): Promise<DeliverableAlert[]> {
    const held = kept.get(kind);
    if (held) return held;
    const loading = alerts.deliverable(kind);
    kept.set(kind, loading);
    // A failed read is not kept: the next one tries the store again.
    loading.catch(() => {
      if (kept.get(kind) === loading) kept.delete(kind);
    });
    return loading;
  }

  store.alerts = {
    ...alerts,
    add: forgetting(alerts.add),
    setCadence: forgetting(alerts.setCadence),
    remove: forgetting(alerts.remove),
    // A copy each time: callers may filter or sort what they are given.
    deliverable: async (kind) => [...(await read(kind))],
  };
  store.subscribers = {
    ...subscribers,
    add: forgetting(subscribers.add),
    confirm: forgetting(subscribers.confirm),
    markBouncing: forgetting(subscribers.markBouncing),
    remove: forgetting(subscribers.remove),
  };
}
