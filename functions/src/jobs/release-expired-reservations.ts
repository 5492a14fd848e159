import { siteDay } from '../core/dates';
import { reservationExpired } from '../core/plot-status';
import type { Plot } from '../core/schemas/plot';
import type { EventPublisher } from '../ports/events';
import type { Logger } from '../ports/logger';
import type { Store } from '../ports/store';

/** 00:05 in India: just after a reservation's last day has ended. */
export const RELEASE_RESERVATIONS_TIME = { hour: 0, minute: 5 } as const;

export interface ReleaseResult {
  /** The India day the run judged by. */
  day: string;
  /** The plots returned to available. */
  released: string[];
}

/**
 * Returns to available every reserved plot whose reservation's last day is before today (India),
 * in one store write, each change in the plot's status history with no one as its author (the
 * system), and reports each plot's change as a plot.updated event (the venture's counts, the cached
 * public answers). Each plot is read again first and released only while it is still reserved past
 * its day, so an admin's change made since the store listed it is kept. Idempotent: a second run on
 * the same day finds nothing to release. Standalone the daily timer runs it (and the server at
 * start); on Firebase the schedule schedules/release-reservations.ts.
 */
export async function releaseExpiredReservations(
  deps: { store: Store; events: EventPublisher; log: Logger },
  options: { now?: () => Date } = {},
): Promise<ReleaseResult> {
  const { store, events, log } = deps;
  const day = siteDay((options.now ?? (() => new Date()))());
  const candidates = await store.plots.expiredReservations(day);
  const before = new Map<string, Plot>();
  for (const id of candidates) {
    const plot = await store.plots.get(id);
    if (plot && reservationExpired(plot, day)) before.set(id, plot);
  }
  if (before.size === 0) {
    log.info('reservations_released', { day, released: 0 });
    return { day, released: [] };
  }
  const { plots } = await store.plots.setStatuses([...before.keys()], { status: 'available', reservedUntil: '' }, null);
  const released: string[] = [];
  for (const after of plots) {
    const was = before.get(after.id);
    if (!was || (was.status === after.status && was.reservedUntil === after.reservedUntil)) continue;
    released.push(after.id);
    await events.publish({ type: 'plot.updated', before: was, after });
  }
  log.info('reservations_released', { day, released: released.length });
  return { day, released };
}
