import type { Logger } from '../../ports/logger';
import type { Store } from '../../ports/store';
import { createDailyVisitors, type DailyVisitors } from './daily-visitors';
import { createInterestTally, type InterestTally } from './interest-tally';

/** How long the beacons' counts wait in memory: standalone one store in the same process; on Firebase a few seconds, so no plot's day is a hot document. */
export const INTEREST_FLUSH_MS = { standalone: 1_000, firebase: 5_000 } as const;

/** What the beacon route keeps in memory, made once per process by the composition (which flushes it on close). */
export interface InterestCounting {
  tally: InterestTally;
  visitors: DailyVisitors;
}

export function createInterestCounting(deps: { store: Pick<Store, 'interest'>; log: Logger }, options: { flushEveryMs: number }): InterestCounting {
  return {
    tally: createInterestTally({ store: deps.store, log: deps.log, flushEveryMs: options.flushEveryMs }),
    visitors: createDailyVisitors({ onFull: () => deps.log.warn('interest_visitors_full', {}) }),
  };
}
