import { siteDay } from '../../core/dates';
import { messageKey } from '../../core/message-key';
import type { HistoryActor } from '../../core/schemas/lead-history';
import type { PastPriceInput, PriceEntry } from '../../core/schemas/price-history';
import { NEW_REGION_DEFAULTS, type RegionPatch, type Region } from '../../core/schemas/region';
import { conflict, invalidForm, notFound } from '../../http/errors';
import type { EventPublisher } from '../../ports/events';
import type { Store } from '../../ports/store';

/**
 * Region Price Management and each village's price history. Every change is reported to the event
 * publisher: the public price table is cached standalone, and must show a new price on the very
 * next request. A price changed here is kept in the history by the store, in the same write.
 */
export function createRegionsService(deps: { store: Store; events: EventPublisher; now?: () => Date }) {
  const today = () => siteDay((deps.now ?? (() => new Date()))());

  async function existing(id: string): Promise<Region> {
    const region = await deps.store.regions.get(id);
    if (!region) throw notFound(messageKey('regionNotFound'));
    return region;
  }

  /** A past day's prices, or a correction: refused for a day still to come. */
  function checkDay(input: PastPriceInput): void {
    if (input.day > today()) throw invalidForm({ day: messageKey('priceDayInFuture') });
  }

  return {
    /** Newest first, as the admin table lists them. */
    list(): Promise<Region[]> {
      return deps.store.regions.list({ order: 'newest' });
    },

    /** A region named 'New Region' with every price 0, for the admin to fill in. */
    async create(): Promise<Region> {
      const region = await deps.store.regions.create(NEW_REGION_DEFAULTS);
      await deps.events.publish({ type: 'region.created', region });
      return region;
    },

    /** null when there is no such region. */
    async update(id: string, patch: RegionPatch, by: HistoryActor): Promise<Region | null> {
      const region = await deps.store.regions.update(id, patch, by);
      if (region) await deps.events.publish({ type: 'region.updated', region });
      return region;
    },

    /**
     * Moves the region to the bin (decision 020), by `by`; false when there is no such region. Of
     * two deletes at once, only the one that moved it reports it. Its price history stays.
     */
    async remove(id: string, by: HistoryActor): Promise<boolean> {
      const moved = await deps.store.bin.binRegion(id, by);
      if (!moved) return false;
      await deps.events.publish({ type: 'region.deleted', region: moved.region });
      return true;
    },

    /** Every entry of a region's price history, oldest written first (404 for no region). */
    async history(id: string): Promise<PriceEntry[]> {
      await existing(id);
      return deps.store.regions.priceHistory(id);
    },

    /** A price from the records, on a past day (or today), into the history. Today's prices stay as they are. */
    async addPast(id: string, input: PastPriceInput, by: HistoryActor): Promise<PriceEntry> {
      checkDay(input);
      const region = await existing(id);
      const [entry] = await deps.store.regions.addPriceEntries([{ regionId: id, day: input.day, prices: input.prices, previous: null, source: 'past', corrects: '', by }]);
      await deps.events.publish({ type: 'region.updated', region });
      return entry!;
    },

    /**
     * A correction of one entry: a new entry standing in its place (both kept). Only an entry that
     * stands can be corrected (409 for one already corrected: correct its correction).
     */
    async correct(id: string, entryId: string, input: PastPriceInput, by: HistoryActor): Promise<PriceEntry> {
      checkDay(input);
      const region = await existing(id);
      const history = await deps.store.regions.priceHistory(id);
      if (!history.some((entry) => entry.id === entryId)) throw notFound(messageKey('priceEntryNotFound'));
      if (history.some((entry) => entry.source === 'correction' && entry.corrects === entryId)) throw conflict(messageKey('priceEntryCorrected'));
      const [entry] = await deps.store.regions.addPriceEntries([{ regionId: id, day: input.day, prices: input.prices, previous: null, source: 'correction', corrects: entryId, by }]);
      await deps.events.publish({ type: 'region.updated', region });
      return entry!;
    },
  };
}
