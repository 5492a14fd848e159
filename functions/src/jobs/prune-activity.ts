import { activityCutoff } from '../core/activity';
import type { Logger } from '../ports/logger';
import type { Store } from '../ports/store';

/**
 * The activity trail keeps two years (decision 021): every day, with the bin's purge (standalone
 * the daily timer, on Firebase purgeBinDaily), the entries older than that go. Idempotent: a second
 * run finds none. How many went.
 */
export async function pruneOldActivity(deps: { store: Pick<Store, 'activity'>; log: Logger; now?: () => Date }): Promise<number> {
  const removed = await deps.store.activity.prune(activityCutoff((deps.now ?? (() => new Date()))()));
  deps.log.info('activity_pruned', { removed });
  return removed;
}
