import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** Above this share of its time running, the process is busy with more than the drain (requests). */
const BUSY_ABOVE = 0.5;
/** While busy, each mail is followed by a pause this many times as long as it took: the drain keeps at most a fifth of the process. */
const PAUSE_FACTOR = 4;
const PAUSE_MAX_MS = 2_000;

/**
 * What the standalone drain awaits between two mails (docs/decisions/017): nothing while the
 * process is quiet, so an idle server drains at full speed; while its event loop was mostly
 * running since the last mail (visitors' requests beside the drain), a pause four times as long
 * as that mail took, so 10,000 mails draining cost the public pages at most about a fifth of
 * their rate. The mail's time includes its SMTP waits, so the drain's share is lower still.
 */
export function createDrainPace(): () => Promise<void> {
  let since = performance.eventLoopUtilization();
  let from = performance.now();
  return async () => {
    const used = performance.eventLoopUtilization(since);
    const took = performance.now() - from;
    if (used.utilization > BUSY_ABOVE) await sleep(Math.min(took * PAUSE_FACTOR, PAUSE_MAX_MS));
    since = performance.eventLoopUtilization();
    from = performance.now();
  };
}
