import { RESERVATION_DAYS_MAX } from '@core/venture-constants';
import { addDays, siteDay } from '@core/dates';
import { reservationProblem } from '@core/plot-status';
import { z } from 'zod';

/** The days a reservation may end on, for a date input's `min` and `max`: today (India) to RESERVATION_DAYS_MAX ahead. */
export function reservationDayRange(now: Date = new Date()): { min: string; max: string } {
  const today = siteDay(now);
  return { min: today, max: addDays(today, RESERVATION_DAYS_MAX) };
}

/**
 * The reservation dialog's one field, judged by the core's rule (a day from today to
 * RESERVATION_DAYS_MAX ahead, India time) on the day the admin sends it, as the server judges it.
 */
export const reservationFormSchema = z.object({ reservedUntil: z.string().trim() }).superRefine(({ reservedUntil }, context) => {
  const problem = reservationProblem('reserved', reservedUntil, siteDay(new Date()));
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['reservedUntil'] });
});
export type ReservationForm = z.input<typeof reservationFormSchema>;
