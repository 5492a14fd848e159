import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { Logger } from '../ports/logger';
import { reconcileCounters } from '../jobs/reconcile-counters';
import type { Store } from '../ports/store';
import { scheduleOptions, type ScheduleContext } from './schedule-options';

/** 02:30 in India, when nobody edits plots or leads. */
export const RECONCILE_SCHEDULE = '30 2 * * *';

/**
 * Nightly: recompute the dashboard counters from real counts (the safety net under the triggers),
 * and forget processed event ids past their retention (reconcileCounters prunes them). A failure
 * throws, so Cloud Scheduler retries the run.
 */
export function nightlyReconcileSchedule({ getDeps, secrets }: ScheduleContext<{ store: Store; log: Logger }>) {
  return onSchedule(scheduleOptions(RECONCILE_SCHEDULE, secrets), async () => {
    const deps = await getDeps();
    await reconcileCounters(deps);
  });
}
