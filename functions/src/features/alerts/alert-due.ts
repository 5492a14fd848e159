import { nextSiteTime } from '../../jobs/daily-timer';

/** The daily summary goes at 08:00 India time. */
export const ALERT_SUMMARY_TIME = { hour: 8, minute: 0 } as const;

/** When an alert enqueued at `now` is due (ISO): at once, or at the next 08:00 India time for the daily summary. */
export function alertDueAt(now: Date, daily: boolean): string {
  return (daily ? nextSiteTime(now, ALERT_SUMMARY_TIME) : now).toISOString();
}
