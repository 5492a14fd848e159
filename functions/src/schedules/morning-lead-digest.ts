import { onSchedule } from 'firebase-functions/v2/scheduler';
import { LEAD_DIGEST_TIME, sendLeadDigest, type LeadDigestDeps } from '../jobs/send-lead-digest';
import { scheduleOptions, type ScheduleContext } from './schedule-options';

/** 09:00 in India, every day: when the office opens. */
export const LEAD_DIGEST_SCHEDULE = `${LEAD_DIGEST_TIME.minute} ${LEAD_DIGEST_TIME.hour} * * *`;

/**
 * The admins' morning digest of leads (jobs/send-lead-digest.ts) over SMTP. A failed send throws,
 * so Cloud Scheduler retries the run; the mails that went are not sent again.
 */
export function morningLeadDigestSchedule({ getDeps, secrets }: ScheduleContext<LeadDigestDeps>) {
  return onSchedule(scheduleOptions(LEAD_DIGEST_SCHEDULE, secrets), async () => {
    await sendLeadDigest(await getDeps());
  });
}
