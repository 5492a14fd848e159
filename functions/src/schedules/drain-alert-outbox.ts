import { onSchedule } from 'firebase-functions/v2/scheduler';
import { drainAlertOutbox, type AlertDrainDeps } from '../features/alerts/drain-alert-outbox';
import { scheduleOptions, type ScheduleContext } from './schedule-options';

/** Every five minutes: the alerts as they happen go out within minutes, the 08:00 summaries just after eight. */
export const ALERT_DRAIN_SCHEDULE = '*/5 * * * *';

/**
 * Firebase: sends what the alert outbox holds (docs/decisions/017). The triggers only enqueue;
 * this drains. One instance at a time, and the outbox's leases keep a run from sending what a
 * run cut off by its timeout still holds: the lease runs out and a later run sends it. A run whose
 * store fails throws, so Cloud Scheduler retries it; sends that fail are the queue's own retries.
 */
export function alertOutboxDrainSchedule({ getDeps, secrets }: ScheduleContext<AlertDrainDeps>) {
  return onSchedule(scheduleOptions(ALERT_DRAIN_SCHEDULE, secrets), async () => {
    await drainAlertOutbox(await getDeps());
  });
}
