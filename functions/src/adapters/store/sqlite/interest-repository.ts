import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { interestByPlot, interestWindow, NO_INTEREST, perInterestCount, type PlotInterest } from '../../../core/interest';
import type { InterestRepository } from '../../../ports/store';
import { interestChanges, interestEventKey } from '../interest-deltas';
import type { SqliteDb } from './open-database';
import { recordEvent } from './record-event';
import { plotInterest } from './schema';

/** Plots per read of a page's figures (SQLite's bound parameters stay far under their limit). */
const PLOTS_PER_READ = 500;

/**
 * Interest per listing in plot_interest, a row per plot and India day. `apply` is one batch (one
 * transaction): the event id recorded (record-event.ts), then per (plot, day) the row made if
 * missing and the counts added only if this call recorded the id.
 */
export function createInterestRepository(db: SqliteDb, now: () => number): InterestRepository {
  return {
    async apply(eventId, deltas) {
      const key = interestEventKey(eventId);
      const changes = interestChanges(deltas);
      const at = now();
      const event = recordEvent(db, key, at);
      const [recorded] = await db.batch([
        event.insert,
        ...changes.flatMap(({ plotId, day, change }) => [
          db.insert(plotInterest).values({ plotId, day, updatedAt: at }).onConflictDoNothing({ target: [plotInterest.plotId, plotInterest.day] }),
          db
            .update(plotInterest)
            .set({ ...perInterestCount((name) => sql`${plotInterest[name]} + ${change[name]}`), updatedAt: at })
            .where(and(eq(plotInterest.plotId, plotId), eq(plotInterest.day, day), event.recorded)),
        ]),
      ]);
      return recorded.rowsAffected === 1;
    },

    async totals(plotIds, today) {
      const wanted = [...new Set(plotIds)];
      const found: Record<string, PlotInterest> = {};
      const { from30 } = interestWindow(today);
      for (let start = 0; start < wanted.length; start += PLOTS_PER_READ) {
        const ids = wanted.slice(start, start + PLOTS_PER_READ);
        const rows = await db.select().from(plotInterest).where(and(inArray(plotInterest.plotId, ids), gte(plotInterest.day, from30)));
        Object.assign(found, interestByPlot(rows, today));
      }
      return Object.fromEntries(wanted.map((id) => [id, found[id] ?? { ...NO_INTEREST }]));
    },

    async recent(today) {
      const rows = await db.select().from(plotInterest).where(gte(plotInterest.day, interestWindow(today).from30));
      return interestByPlot(rows, today);
    },

    async setEnquiries(fromDay, counts) {
      const at = now();
      await db.batch([
        db.update(plotInterest).set({ enquiries: 0, updatedAt: at }).where(gte(plotInterest.day, fromDay)),
        ...counts
          .filter((count) => count.day >= fromDay && count.plotId !== '')
          .map(({ plotId, day, enquiries }) =>
            db
              .insert(plotInterest)
              .values({ plotId, day, enquiries: wholeEnquiries(enquiries), updatedAt: at })
              .onConflictDoUpdate({ target: [plotInterest.plotId, plotInterest.day], set: { enquiries: wholeEnquiries(enquiries), updatedAt: at } }),
          ),
      ]);
    },
  };
}

function wholeEnquiries(value: number): number {
  if (!Number.isSafeInteger(value)) throw new TypeError(`Enquiries must be a whole number, got ${String(value)}`);
  return value;
}
