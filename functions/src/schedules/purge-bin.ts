import { onSchedule } from 'firebase-functions/v2/scheduler';
import { PURGE_BIN_TIME, purgeExpiredBin } from '../jobs/purge-bin';
import { pruneOldActivity } from '../jobs/prune-activity';
import type { BinDeps } from '../features/bin/bin.service';
import { scheduleOptions, type ScheduleContext } from './schedule-options';

const PURGE_BIN_SCHEDULE = `${PURGE_BIN_TIME.minute} ${PURGE_BIN_TIME.hour} * * *`;

/**
 * Daily: items in the bin for more than 30 days leave it for good (jobs/purge-bin.ts). Their images
 * are deleted by the bin document's delete trigger (triggers/bin-purged.ts); a failure throws, so
 * Cloud Scheduler retries the run, which purges only what is still there. The same run prunes the
 * activity trail of what is older than two years (jobs/prune-activity.ts).
 */
export function purgeBinSchedule({ getDeps, secrets }: ScheduleContext<BinDeps>) {
  return onSchedule(scheduleOptions(PURGE_BIN_SCHEDULE, secrets), async () => {
    const deps = await getDeps();
    await purgeExpiredBin(deps);
    await pruneOldActivity(deps);
  });
}
