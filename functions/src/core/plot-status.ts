import { PLOT_STATUSES, type PlotStatus } from './constants';
import { RESERVATION_DAYS_MAX } from './venture-constants';
import { addDays } from './dates';
import { messageKey, type MessageRef } from './message-key';
import type { StatusCounts } from './schemas/venture';

/** The statuses in English (the back office, the mails, the export); the public site has them in its dictionaries. */
export const PLOT_STATUS_LABELS: Record<PlotStatus, string> = {
  available: 'Available',
  reserved: 'Reserved',
  booked: 'Booked',
  sold: 'Sold',
  'not-for-sale': 'Not for sale',
};

function isPlotStatus(value: unknown): value is PlotStatus {
  return typeof value === 'string' && (PLOT_STATUSES as readonly string[]).includes(value);
}

/** A status as stored data may hold it (older rows, a hand edit): an unknown one reads as available. */
export function readPlotStatus(value: unknown): PlotStatus {
  return isPlotStatus(value) ? value : 'available';
}

/**
 * What is wrong with a reservation's last day (YYYY-MM-DD) on `today` (India): a reserved plot
 * needs one, from today to RESERVATION_DAYS_MAX days ahead; any other status takes none.
 */
export function reservationProblem(status: PlotStatus, reservedUntil: string | undefined, today: string): MessageRef | null {
  if (status !== 'reserved') return null;
  if (!reservedUntil) return messageKey('reservedUntilRequired');
  if (reservedUntil < today) return messageKey('reservedUntilPast');
  if (reservedUntil > addDays(today, RESERVATION_DAYS_MAX)) return messageKey('reservedUntilTooLate', { days: RESERVATION_DAYS_MAX });
  return null;
}

/** Whether a reservation has run out on `today`: its last day is past. */
export function reservationExpired(plot: { status: PlotStatus; reservedUntil: string }, today: string): boolean {
  return plot.status === 'reserved' && plot.reservedUntil !== '' && plot.reservedUntil < today;
}

export function emptyStatusCounts(): StatusCounts {
  return { available: 0, reserved: 0, booked: 0, sold: 0, 'not-for-sale': 0 };
}

/** How many plots stand in each status. */
export function countStatuses(plots: Iterable<{ status: PlotStatus }>): StatusCounts {
  const counts = emptyStatusCounts();
  for (const plot of plots) counts[plot.status] += 1;
  return counts;
}

/** Every plot counted, whatever its status. */
export function totalOf(counts: StatusCounts): number {
  return PLOT_STATUSES.reduce((sum, status) => sum + counts[status], 0);
}
