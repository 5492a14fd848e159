import { onSchedule } from 'firebase-functions/v2/scheduler';
import { RELEASE_RESERVATIONS_TIME, releaseExpiredReservations } from '../jobs/release-expired-reservations';
import type { EventPublisher } from '../ports/events';
import type { Logger } from '../ports/logger';
import type { Store } from '../ports/store';
import { scheduleOptions, type ScheduleContext } from './schedule-options';

/** 00:05 in India, every day: a reservation runs to the end of its last day. */
const RELEASE_RESERVATIONS_SCHEDULE = `${RELEASE_RESERVATIONS_TIME.minute} ${RELEASE_RESERVATIONS_TIME.hour} * * *`;

/**
 * Reserved plots whose last day has passed go back to available (jobs/release-expired-reservations.ts),
 * each change in its history by the system. The Firestore triggers see the plots' writes (their
 * venture's counts); a failure throws, so Cloud Scheduler retries the run, which releases only
 * what is still to release.
 */
export function releaseReservationsSchedule({ getDeps, secrets }: ScheduleContext<{ store: Store; events: EventPublisher; log: Logger }>) {
  return onSchedule(scheduleOptions(RELEASE_RESERVATIONS_SCHEDULE, secrets), async () => {
    await releaseExpiredReservations(await getDeps());
  });
}
