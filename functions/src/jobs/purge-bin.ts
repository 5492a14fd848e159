import { createBinService, type BinDeps } from '../features/bin/bin.service';

/** 03:30 in India, after the orphan-image cleanup. */
export const PURGE_BIN_TIME = { hour: 3, minute: 30 } as const;

/**
 * The daily purge of the bin (decision 020): every item deleted more than 30 days ago leaves it for
 * good, and with it its images (`bin.purged`: standalone the bus runs the handler, on Firebase the
 * bin document's delete trigger). Idempotent: a second run finds nothing left to purge, and an item
 * purged by hand meanwhile is skipped. How many items went.
 */
export async function purgeExpiredBin(deps: BinDeps): Promise<number> {
  const removed = await createBinService(deps).purgeExpired();
  deps.log.info('bin_purged', { removed });
  return removed;
}
