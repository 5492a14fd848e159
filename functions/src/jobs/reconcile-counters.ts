import type { Logger } from '../ports/logger';
import { PLOT_STATUSES } from '../core/constants';
import { countStatuses } from '../core/plot-status';
import { STAT_NAMES, type StatName, type Stats } from '../core/stats';
import type { DayEnquiries, Store } from '../ports/store';
import { siteDay } from '../core/dates';
import { interestWindow } from '../core/interest';
import { leadEnquiryDeltas } from '../core/lead-enquiries';

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
 * Recomputes the dashboard counters, every venture's counts by status and the plots' enquiries of
 * the last 30 days, from real counts and
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
  await reconcileEnquiries(store, siteDay(now));
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

/**
 * Every plot's enquiries per day over the days the figures show (interest per listing), recomputed
 * from the leads that name plots and overwritten; views and taps have no other source and stay.
 */
async function reconcileEnquiries(store: Store, today: string): Promise<void> {
  const { from30 } = interestWindow(today);
  const counts = new Map<string, DayEnquiries>();
  for (const lead of await store.leads.list()) {
    for (const delta of leadEnquiryDeltas(lead, 1)) {
      if (delta.day < from30) continue;
      const key = `${delta.day} ${delta.plotId}`;
      const kept = counts.get(key);
      if (kept) kept.enquiries += 1;
      else counts.set(key, { plotId: delta.plotId, day: delta.day, enquiries: 1 });
    }
  }
  await store.interest.setEnquiries(from30, [...counts.values()]);
}

/** Server start: reconciles once if the counters were never computed (a new database, or one from before they existed). */
export async function reconcileCountersIfNeverRun(deps: { store: Store; log: Logger }): Promise<ReconcileResult | null> {
  if (await deps.store.meta.get(STATS_RECONCILED_KEY)) return null;
  return reconcileCounters(deps);
}
