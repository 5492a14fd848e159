/**
 * Dates as the site shows them: in India time whatever the server's or the browser's zone, so a
 * page rendered on a server in UTC and hydrated in a browser in IST says the same day, and a post
 * published at 1 a.m. in Amaravati carries that day's date. Intl does the work (no library).
 */
export const SITE_TIME_ZONE = 'Asia/Kolkata';

const LONG = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric' });
const SHORT = new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
const SHORT_WITH_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function valid(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'January 5, 2025' (the updates' `MMMM d, yyyy`); '' for a missing or unreadable date. */
export function longDate(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? LONG.format(date) : '';
}

/** '5 Jan 2025'; '' for a missing or unreadable date. */
export function shortDate(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? SHORT.format(date) : '';
}

/** '5 Jan 2025, 3:04 pm'; '' for a missing or unreadable date. */
export function shortDateTime(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? SHORT_WITH_TIME.format(date) : '';
}
