import type { SecretParam } from 'firebase-functions/params';
import { MAX_INSTANCES, REGION, TIME_ZONE } from '../triggers/function-options';

/**
 * Options of every nightly job: Indian time, one instance (a run never overlaps another), and two
 * retries a few minutes apart when a run fails outright (the jobs are idempotent: running one twice
 * changes nothing the first run did not).
 */
export function scheduleOptions(schedule: string, secrets: SecretParam[] = []) {
  return {
    schedule,
    timeZone: TIME_ZONE,
    region: REGION,
    maxInstances: MAX_INSTANCES.schedule,
    memory: '256MiB',
    timeoutSeconds: 300,
    retryCount: 2,
    minBackoffSeconds: 300,
    ...(secrets.length > 0 ? { secrets } : {}),
  } as const;
}

/** What a schedule file takes: its dependencies (lazily built) and the secrets they read. */
export interface ScheduleContext<Deps> {
  getDeps: () => Promise<Deps>;
  secrets?: SecretParam[];
}
