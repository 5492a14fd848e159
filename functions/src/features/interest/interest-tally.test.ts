import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InterestDelta } from '../../core/interest';
import { silentLogger } from '../../ports/logger';
import type { InterestRepository } from '../../ports/store';
import { createInterestTally, type InterestTally } from './interest-tally';

/** A store that records what it is asked to apply, and fails while `failing` is set. */
function recordingStore() {
  const applied: { eventId: string; deltas: InterestDelta[] }[] = [];
  const state = { failing: false };
  const interest = {
    apply: async (eventId: string, deltas: readonly InterestDelta[]) => {
      if (state.failing) throw new Error('store unreachable');
      applied.push({ eventId, deltas: [...deltas] });
      return true;
    },
  } as unknown as InterestRepository; // only apply is reached
  return { store: { interest }, applied, state };
}

describe('createInterestTally', () => {
  let tally: InterestTally | undefined;
  afterEach(async () => tally?.close());

  it('adds the beacons up per plot and day and writes them as one batch', async () => {
    const { store, applied } = recordingStore();
    tally = createInterestTally({ store, log: silentLogger, flushEveryMs: 60_000 });
    tally.add('p1', 'view', '2026-11-27');
    tally.add('p1', 'view', '2026-11-27');
    tally.add('p1', 'call', '2026-11-27');
    tally.add('p2', 'whatsapp', '2026-11-27');
    tally.add('p1', 'view', '2026-11-28');
    expect(applied).toEqual([]);
    await tally.flush();
    expect(applied).toHaveLength(1);
    expect(applied[0]!.deltas).toEqual([
      { plotId: 'p1', day: '2026-11-27', views: 2, calls: 1 },
      { plotId: 'p2', day: '2026-11-27', whatsapp: 1 },
      { plotId: 'p1', day: '2026-11-28', views: 1 },
    ]);
    // Nothing waiting: nothing written.
    await tally.flush();
    expect(applied).toHaveLength(1);
  });

  it('starts its timer with the first count, so a process that counts nothing runs none; close stops it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { store } = recordingStore();
      tally = createInterestTally({ store, log: silentLogger, flushEveryMs: 60_000 });
      expect(vi.getTimerCount()).toBe(0);
      tally.add('p1', 'view', '2026-11-27');
      tally.add('p1', 'view', '2026-11-27');
      expect(vi.getTimerCount()).toBe(1);
      await tally.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is due once counts have waited the interval, and flushes by itself on its timer', async () => {
    const { store, applied } = recordingStore();
    let clock = 1_000;
    tally = createInterestTally({ store, log: silentLogger, flushEveryMs: 50, now: () => clock });
    expect(tally.due()).toBe(false);
    tally.add('p1', 'view', '2026-11-27');
    expect(tally.due()).toBe(false);
    clock += 50;
    expect(tally.due()).toBe(true);
    await expect.poll(() => applied.length, { timeout: 2_000 }).toBe(1);
  });

  it('tries a failed batch again with the same event id and counts, before what came after', async () => {
    const { store, applied, state } = recordingStore();
    const errors: string[] = [];
    tally = createInterestTally({ store, log: { ...silentLogger, error: (event) => errors.push(event) }, flushEveryMs: 60_000 });
    tally.add('p1', 'view', '2026-11-27');
    state.failing = true;
    await tally.flush();
    expect(errors).toEqual(['interest_flush_failed']);
    expect(tally.due()).toBe(true);
    tally.add('p2', 'call', '2026-11-27');
    state.failing = false;
    await tally.flush();
    expect(applied.map((batch) => batch.deltas)).toEqual([[{ plotId: 'p1', day: '2026-11-27', views: 1 }], [{ plotId: 'p2', day: '2026-11-27', calls: 1 }]]);
    expect(applied[0]!.eventId).not.toBe(applied[1]!.eventId);
  });

  it('writes what waits when closed, once', async () => {
    const { store, applied } = recordingStore();
    tally = createInterestTally({ store, log: silentLogger, flushEveryMs: 60_000 });
    tally.add('p1', 'whatsapp', '2026-11-27');
    await Promise.all([tally.close(), tally.close()]);
    expect(applied).toHaveLength(1);
  });
});
