import { addDays, SITE_TIME_ZONE } from '@core/dates';

/**
 * Labels of the India days (YYYY-MM-DD) the figures speak of. A bare day is read at noon UTC, so
 * it is the same day in India and in whatever zone the browser is.
 */
const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);

const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, day: 'numeric', month: 'short' });
const WEEKDAY_DAY_MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' });

/** '3 Nov': a week under the chart, by its Monday. */
export function dayMonth(day: string): string {
  return DAY_MONTH.format(atNoon(day));
}

/** 'Mon 1 Dec'. */
export function weekdayDayMonth(day: string): string {
  return WEEKDAY_DAY_MONTH.format(atNoon(day));
}

/** The heading of a day of visits: 'Today', 'Tomorrow', then 'Mon 1 Dec'. */
export function visitDayHeading(day: string, today: string): string {
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  return weekdayDayMonth(day);
}
