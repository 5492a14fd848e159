import { lazily } from './lazily';

/**
 * Dates as the site shows them: in India time whatever the server's or the browser's zone, so a
 * page rendered on a server in UTC and hydrated in a browser in IST says the same day, and a post
 * published at 1 a.m. in Amaravati carries that day's date. Intl does the work (no library), except
 * for the long dates the public pages write as they come alive (see `longDate`).
 */
export const SITE_TIME_ZONE = 'Asia/Kolkata';

/** The months as Intl writes them in 'en-US' with { month: 'long' } (dates.test.ts checks it). */
export const ENGLISH_LONG_MONTHS: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT = lazily(() => new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' }));
const SHORT_WITH_TIME = lazily(() => new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
}));

/**
 * India's offset from UTC: +05:30 all year (no daylight saving since 1945), so the day in
 * Amaravati is plain arithmetic. No Intl for it: the plot page asks for today as it comes alive,
 * and a page's first Intl formatter loads ICU's data (tens of milliseconds on a phone).
 */
const SITE_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The calendar day in Amaravati at `now`, as YYYY-MM-DD (what a date input holds). */
export function siteDay(now: Date): string {
  return new Date(now.getTime() + SITE_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD day moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function valid(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * 'January 5, 2025' (the updates' `MMMM d, yyyy`), in India time; with the Telugu months,
 * 'జనవరి 5, 2025' (the same order: Intl's own Telugu pattern puts the day first). '' for a missing
 * or unreadable date. Written from the India day and the month's word rather than by Intl: a
 * listing's plot cards write a date as the page comes alive, and a page's first Intl formatter
 * loads ICU's locale and zone data, 35–45 ms in one task on this machine, about 150 ms on
 * Lighthouse's phone (docs/decisions/013). `dates.test.ts` and the web's `formats.test.ts` check
 * every month in both languages against Intl.
 */
export function longDate(iso: string | null | undefined, months: readonly string[] = ENGLISH_LONG_MONTHS): string {
  const date = valid(iso);
  return date ? dayInWords(siteDay(date), months) : '';
}

/** A real YYYY-MM-DD day as 'December 5, 2026' with the given months (the order both languages use). */
function dayInWords(day: string, months: readonly string[]): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${months[month - 1] ?? ''} ${date}, ${year}`;
}

/** '5 Jan 2025'; '' for a missing or unreadable date. */
export function shortDate(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? SHORT().format(date) : '';
}

/**
 * A bare day (YYYY-MM-DD: a follow-up, a site visit, the digest's day — an India day) as the instant
 * at noon UTC, which is that same calendar day in India and in every zone a browser may be in; null
 * for a missing value or one that is not a real day ('2026-02-30', 'soon'). Every bare day is read
 * through here before it is formatted.
 */
export function dayAtNoonUtc(day: string | null | undefined): Date | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : date;
}

/** A bare day as '5 Dec 2026'; '' for a missing or unreadable one. */
export function shortDay(day: string | null | undefined): string {
  const date = dayAtNoonUtc(day);
  return date ? SHORT().format(date) : '';
}

/**
 * A bare day as 'December 5, 2026' (English by default: the back office and the admins' mails;
 * the pages pass their language's months); '' for a missing or unreadable one. The day already is
 * India's, so its parts are read as they are: no instant, no zone.
 */
export function longDay(day: string | null | undefined, months: readonly string[] = ENGLISH_LONG_MONTHS): string {
  return day && dayAtNoonUtc(day) ? dayInWords(day, months) : '';
}

/** '5 Jan 2025, 3:04 pm'; '' for a missing or unreadable date. */
export function shortDateTime(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? SHORT_WITH_TIME().format(date) : '';
}

const DATE_TIME_PARTS = lazily(() => new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}));

/** '2025-01-05 15:04' in India time (a spreadsheet reads it as a date and time); '' for a missing or unreadable date. */
export function siteDateTime(iso: string | null | undefined): string {
  const date = valid(iso);
  if (!date) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) => DATE_TIME_PARTS().formatToParts(date).find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
