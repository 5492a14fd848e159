const MINUTES_PER_HOUR = 60;
const HOURS_PER_DAY = 24;

interface Duration {
  days: number;
  hours: number;
  minutes: number;
}

/**
 * A number of minutes as days, hours and minutes, as precise as a reader needs: to the minute
 * under a day, to the hour from a day on (rounded, so 1 day 23 h 40 min is 2 days).
 */
function durationOf(totalMinutes: number): Duration {
  const minutes = Math.max(0, Math.round(totalMinutes));
  if (minutes < MINUTES_PER_HOUR * HOURS_PER_DAY) return { days: 0, hours: Math.floor(minutes / MINUTES_PER_HOUR), minutes: minutes % MINUTES_PER_HOUR };
  const hours = Math.round(minutes / MINUTES_PER_HOUR);
  return { days: Math.floor(hours / HOURS_PER_DAY), hours: hours % HOURS_PER_DAY, minutes: 0 };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * A median response time as the dashboard shows it: '42 min', '3 h 10 min', '2 days 4 h',
 * 'under 1 min'; '—' when there is none. `long` spells the units out for screen readers
 * ('3 hours 10 minutes').
 */
export function durationText(totalMinutes: number | null, style: 'short' | 'long' = 'short'): string {
  if (totalMinutes === null || !Number.isFinite(totalMinutes)) return style === 'short' ? '—' : 'none';
  const { days, hours, minutes } = durationOf(totalMinutes);
  const short = style === 'short';
  if (days === 0 && hours === 0 && minutes === 0) return short ? 'under 1 min' : 'under a minute';
  const parts = [
    days > 0 ? plural(days, 'day', 'days') : '',
    hours > 0 ? (short ? `${hours} h` : plural(hours, 'hour', 'hours')) : '',
    minutes > 0 ? (short ? `${minutes} min` : plural(minutes, 'minute', 'minutes')) : '',
  ];
  return parts.filter(Boolean).join(' ');
}
