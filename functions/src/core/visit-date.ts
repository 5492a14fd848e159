import { VISIT_DAYS, VISIT_SLOTS, type VisitSlot } from './constants';
import { addDays, shortDay, siteDay } from './dates';
import { messageKey, type MessageRef } from './message-key';

/** The days a visit can be asked for at `now`: today in Amaravati and the VISIT_DAYS − 1 after it (a date input's min and max). */
export function visitDateWindow(now: Date): { earliest: string; latest: string } {
  return visitDaysFrom(siteDay(now));
}

/** The same window from today's day in Amaravati (YYYY-MM-DD), for a page that reads the day once it is live. */
export function visitDaysFrom(today: string): { earliest: string; latest: string } {
  return { earliest: today, latest: addDays(today, VISIT_DAYS - 1) };
}

/** What is wrong with a wished visit day (YYYY-MM-DD) at `now`, or null when it is in the window. */
export function visitDateProblem(visitDate: string, now: Date): MessageRef | null {
  const { earliest, latest } = visitDateWindow(now);
  if (visitDate < earliest) return messageKey('visitDateTooEarly');
  if (visitDate > latest) return messageKey('visitDateTooLate');
  return null;
}

export function isVisitSlot(value: unknown): value is VisitSlot {
  return typeof value === 'string' && (VISIT_SLOTS as readonly string[]).includes(value);
}

/** The parts of the day in English (the back office, the mails, the export); the public site has them in its dictionaries. */
export const VISIT_SLOT_LABELS: Record<VisitSlot, string> = {
  morning: 'Morning (9 am – 12 pm)',
  afternoon: 'Afternoon (12 – 4 pm)',
  evening: 'Evening (4 – 7 pm)',
};

/** A site visit: its day (YYYY-MM-DD, India) and, when picked, the part of the day. */
export interface SiteVisit {
  date: string;
  slot: VisitSlot | null;
}

/** '5 Dec 2026, Morning (9 am – 12 pm)', or '5 Dec 2026' without a slot. */
export function visitText(visit: SiteVisit): string {
  const day = shortDay(visit.date) || visit.date;
  return visit.slot ? `${day}, ${VISIT_SLOT_LABELS[visit.slot]}` : day;
}

/** The visit of a lead's details, or null when it has none. */
export function visitOf(details: { visitDate?: string | undefined; visitSlot?: string | undefined } | null | undefined): SiteVisit | null {
  if (!details?.visitDate || !/^\d{4}-\d{2}-\d{2}$/.test(details.visitDate)) return null;
  return { date: details.visitDate, slot: isVisitSlot(details.visitSlot) ? details.visitSlot : null };
}

/** A visit as one history value: '2026-12-05 morning' ('2026-12-05' without a slot); null for none. */
export function visitKey(visit: SiteVisit | null): string | null {
  return visit ? [visit.date, visit.slot].filter(Boolean).join(' ') : null;
}

/** The visit a history value names (visitKey's inverse); null for null or an unreadable value. */
export function visitOfKey(key: string | null): SiteVisit | null {
  const [date, slot] = (key ?? '').split(' ');
  return visitOf({ visitDate: date, visitSlot: slot });
}

/** Details with the visit replaced (null removes it); null when nothing is left. */
export function detailsWithVisit<Details extends { visitDate?: string | undefined; visitSlot?: string | undefined }>(
  details: Details | null,
  visit: SiteVisit | null,
): Details | null {
  const rest = { ...details } as Details;
  delete rest.visitDate;
  delete rest.visitSlot;
  const next = visit ? { ...rest, visitDate: visit.date, ...(visit.slot ? { visitSlot: visit.slot } : {}) } : rest;
  return Object.keys(next).length > 0 ? next : null;
}
