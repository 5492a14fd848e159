import { VISIT_DATE_MAX_DAYS_AHEAD } from './constants';
import { addDays, siteDay } from './dates';
import { MESSAGES } from './messages';

/** The days a visit can be asked for at `now`: today in Amaravati up to VISIT_DATE_MAX_DAYS_AHEAD later (a date input's min and max). */
export function visitDateWindow(now: Date): { earliest: string; latest: string } {
  const earliest = siteDay(now);
  return { earliest, latest: addDays(earliest, VISIT_DATE_MAX_DAYS_AHEAD) };
}

/** What is wrong with a wished visit day (YYYY-MM-DD) at `now`, or null when it is in the window. */
export function visitDateProblem(visitDate: string, now: Date): string | null {
  const { earliest, latest } = visitDateWindow(now);
  if (visitDate < earliest) return MESSAGES.visitDateTooEarly;
  if (visitDate > latest) return MESSAGES.visitDateTooLate;
  return null;
}
