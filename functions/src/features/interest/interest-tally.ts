import { randomUUID } from 'node:crypto';
import { COUNT_OF_KIND, type InterestDelta, type InterestKind } from '../../core/interest';
import type { Logger } from '../../ports/logger';
import type { Store } from '../../ports/store';

/**
 * The beacons' counts on their way to the store (docs/decisions/018): added up in memory per plot
 * and day, and written as one `interest.apply` every `flushEveryMs`, when the process stops, and
 * (Cloud Functions, where an instance gets no CPU between requests) by the request that finds a
 * flush due. So a plot's day is one write per flush and instance however many people look at it:
 * no hot document on Firestore, one small transaction instead of one per beacon on SQLite.
 *
 * Each flush has its event id, made when the batch is taken: a flush that fails is tried again with
 * the same id and the same counts, so a commit that did land but answered an error counts once.
 */
export interface InterestTally {
  add(plotId: string, kind: InterestKind, day: string): void;
  /** Whether counts have waited `flushEveryMs` or more (a request on Cloud Functions then flushes). */
  due(): boolean;
  /** Writes what is waiting (a failed batch first); never rejects: a failure is logged and kept for the next flush. */
  flush(): Promise<void>;
  /** Stops the timer and flushes. Idempotent. */
  close(): Promise<void>;
}

interface InterestTallyOptions {
  store: Pick<Store, 'interest'>;
  log: Logger;
  /** How long counts wait in memory at most (while the process has CPU to run the timer). */
  flushEveryMs: number;
  now?: () => number;
}

export function createInterestTally(options: InterestTallyOptions): InterestTally {
  const now = options.now ?? Date.now;
  let waiting = new Map<string, InterestDelta>();
  let waitingSince: number | null = null;
  /** A batch that failed, retried as it was (same event id) before anything newer. */
  let failed: { eventId: string; deltas: InterestDelta[] } | null = null;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  /** Started by the first count: a process that counts nothing (a script building the composition) runs no timer. */
  let timer: ReturnType<typeof setInterval> | undefined;

  async function writeOnce(): Promise<void> {
    const batch = failed ?? (waiting.size > 0 ? { eventId: `interest-flush:${randomUUID()}`, deltas: [...waiting.values()] } : null);
    if (!failed) {
      waiting = new Map();
      waitingSince = null;
    }
    if (!batch) return;
    try {
      await options.store.interest.apply(batch.eventId, batch.deltas);
      failed = null;
    } catch (error) {
      failed = batch;
      options.log.error('interest_flush_failed', { eventId: batch.eventId, plots: batch.deltas.length, error: error instanceof Error ? error.message : String(error) });
    }
  }

  const tally: InterestTally = {
    add(plotId, kind, day) {
      const key = `${day} ${plotId}`;
      const delta = waiting.get(key) ?? { plotId, day };
      const count = COUNT_OF_KIND[kind];
      delta[count] = (delta[count] ?? 0) + 1;
      waiting.set(key, delta);
      waitingSince ??= now();
      if (!timer && !closed) {
        timer = setInterval(() => void tally.flush(), options.flushEveryMs);
        // The timer alone never keeps a process alive (tests).
        timer.unref();
      }
    },
    due() {
      return failed !== null || (waitingSince !== null && now() - waitingSince >= options.flushEveryMs);
    },
    flush() {
      // One flush at a time, in order: two would take the same batch or write a retry twice.
      running = running.then(async () => {
        const retrying = failed !== null;
        await writeOnce();
        // The failed batch went first; what waited behind it goes now.
        if (retrying && !failed) await writeOnce();
      });
      return running;
    },
    async close() {
      if (closed) return running;
      closed = true;
      clearInterval(timer);
      timer = undefined;
      return tally.flush();
    },
  };
  return tally;
}
