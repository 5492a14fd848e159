import { addDays, siteDay } from '../core/dates';

/**
 * The next moment the clocks in India show `hour:minute` (India keeps +05:30 all year: no
 * daylight saving), strictly after `now`.
 */
export function nextSiteTime(now: Date, at: { hour: number; minute: number }): Date {
  const clock = `${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}:00+05:30`;
  const today = new Date(`${siteDay(now)}T${clock}`);
  return today.getTime() > now.getTime() ? today : new Date(`${addDays(siteDay(now), 1)}T${clock}`);
}

/**
 * Standalone: runs `task` every day at `hour:minute` India time (the Cloud schedules' job on
 * Firebase). The timer is re-armed from the clock after each run, so it never drifts; it does not
 * keep the process alive. `stop` cancels it.
 */
export function startDailyTimer(at: { hour: number; minute: number }, task: () => Promise<unknown>, options: { now?: () => Date } = {}): { stop: () => void } {
  const now = options.now ?? (() => new Date());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    const current = now();
    timer = setTimeout(() => {
      void task()
        .catch(() => undefined)
        .finally(arm);
    }, nextSiteTime(current, at).getTime() - current.getTime());
    timer.unref?.();
  };
  arm();
  return {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
