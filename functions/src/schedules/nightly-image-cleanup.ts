import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { Logger } from '../ports/logger';
import { cleanupOrphanImages } from '../jobs/cleanup-orphan-images';
import type { Images } from '../ports/images';
import type { Store } from '../ports/store';
import { scheduleOptions, type ScheduleContext } from './schedule-options';

/** 03:00 in India, after the counters. */
export const IMAGE_CLEANUP_SCHEDULE = '0 3 * * *';

/**
 * Nightly: delete stored images no plot shows (a delete that failed when a plot was deleted or its
 * image replaced, an upload never saved into a plot). Images younger than a day are never judged.
 * Single images that fail to delete are logged and tried again the next night; a failure of the
 * whole run (listing the images) throws, so Cloud Scheduler retries it.
 */
export function nightlyImageCleanupSchedule({ getDeps, secrets }: ScheduleContext<{ store: Store; images: Images; log: Logger }>) {
  return onSchedule(scheduleOptions(IMAGE_CLEANUP_SCHEDULE, secrets), async () => {
    const deps = await getDeps();
    await cleanupOrphanImages(deps);
  });
}
