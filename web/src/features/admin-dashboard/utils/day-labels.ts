import { addDays, dayAtNoonUtc, SITE_TIME_ZONE } from '@core/dates';

/** Labels of the India days (YYYY-MM-DD) the figures speak of; an unreadable day is shown as it is. */
const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, day: 'numeric', month: 'short' });
const WEEKDAY_DAY_MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' });

/** '3 Nov': a week under the chart, by its Monday. */
export function dayMonth(day: string): string {
  const date = dayAtNoonUtc(day);
  return date ? DAY_MONTH.format(date) : day;
}

/** 'Mon 1 Dec'. */
export function weekdayDayMonth(day: string): string {
  const date = dayAtNoonUtc(day);
  return date ? WEEKDAY_DAY_MONTH.format(date) : day;
}

/** The heading of a day of visits: 'Today', 'Tomorrow', then 'Mon 1 Dec'. */
export function visitDayHeading(day: string, today: string): string {
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  return weekdayDayMonth(day);
}
