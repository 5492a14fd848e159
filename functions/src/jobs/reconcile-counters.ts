import type { Logger } from '../ports/logger';
import { PLOT_STATUSES } from '../core/constants';
import { countStatuses } from '../core/plot-status';
import { STAT_NAMES, type StatName, type Stats } from '../core/stats';
import type { Store } from '../ports/store';

/** Meta key holding when the counters were last recomputed; absent means never (server start then reconciles once). */
export const STATS_RECONCILED_KEY = 'statsReconciledAt';

/**
 * How long an applied event id is remembered. Cloud Functions retry a failed trigger for up to
 * 7 days, so an id older than this can never be delivered again.
 */
export const PROCESSED_EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export interface ReconcileResult {
  before: Stats;
  after: Stats;
  /** The counters that were wrong. */
  corrected: StatName[];
  /** The ventures whose counts by status were wrong (every venture's are recomputed). */
  correctedVentures: string[];
  /** Event ids forgotten (older than the retention). */
  prunedEvents: number;
}

/**
 * Recomputes the dashboard counters, and every venture's counts by status, from real counts and
 * overwrites them: the safety net under
 * the event handlers (a handler that failed, a write made outside the API such as the demo seed,
 * a counter edited by hand). Safe at any time and idempotent; a write racing with it can leave a
 * counter off by one until the next run.
 */
export async function reconcileCounters(deps: { store: Store; log: Logger }, options: { now?: () => Date } = {}): Promise<ReconcileResult> {
  const { store, log } = deps;
  const now = options.now?.() ?? new Date();
  const before = await store.stats.get();
  const [leads, newLeads, blogs, plots] = await Promise.all([
    store.leads.count(),
    store.leads.count({ status: 'new' }),
    store.blogs.count(),
    store.plots.count(),
  ]);
  const after: Stats = { leads, newLeads, blogs, plots };
  await store.stats.set(after);
  const correctedVentures = await reconcileVentureCounts(store);
  await store.meta.set(STATS_RECONCILED_KEY, now.toISOString());
  const prunedEvents = await store.stats.pruneProcessedEvents(new Date(now.getTime() - PROCESSED_EVENT_RETENTION_MS));

  const corrected = STAT_NAMES.filter((name) => before[name] !== after[name]);
  if (corrected.length > 0) log.warn('counters_corrected', { before, after, corrected });
  if (correctedVentures.length > 0) log.warn('venture_counts_corrected', { ventures: correctedVentures });
  log.info('counters_reconciled', { counters: after, corrected: corrected.length, correctedVentures: correctedVentures.length, prunedEvents });
  return { before, after, corrected, correctedVentures, prunedEvents };
}

/** Every venture's counts by status, recomputed from its plots and overwritten; the ids of those that were wrong. */
async function reconcileVentureCounts(store: Store): Promise<string[]> {
  const ventures = await store.ventures.summaries();
  const kept = await store.stats.ventureCounts(ventures.map((venture) => venture.id));
  const corrected: string[] = [];
  for (const venture of ventures) {
    const counts = countStatuses(await store.plots.byVenture(venture.id));
    await store.stats.setVentureCounts(venture.id, counts);
    const before = kept[venture.id];
    if (!before || PLOT_STATUSES.some((status) => before[status] !== counts[status])) corrected.push(venture.id);
  }
  return corrected;
}

/** Server start: reconciles once if the counters were never computed (a new database, or one from before they existed). */
export async function reconcileCountersIfNeverRun(deps: { store: Store; log: Logger }): Promise<ReconcileResult | null> {
  if (await deps.store.meta.get(STATS_RECONCILED_KEY)) return null;
  return reconcileCounters(deps);
}
