import { z } from 'zod';
import { messageKey } from '../message-key';
import type { HistoryActor } from './lead-history';
import { regionInputSchema } from './region';
import { PRICE_RANGES, type RegionPrices } from '../region-prices';

/**
 * How an entry came to be: a price changed in the back office ('change', with the prices before),
 * a past price typed in from the records ('past'), or a correction of an entry ('correction',
 * naming it). Entries are only ever added; a correction stands in for what it corrects.
 */
export const PRICE_ENTRY_SOURCES = ['change', 'past', 'correction'] as const;
export type PriceEntrySource = (typeof PRICE_ENTRY_SOURCES)[number];

/** One point of a village's price history (ports/store.ts keeps them; core/price-history.ts reads them). */
export interface PriceEntry {
  id: string;
  regionId: string;
  /** The day (YYYY-MM-DD, India) these prices held from. */
  day: string;
  prices: RegionPrices;
  /** The prices before a 'change'; null for the other sources. */
  previous: RegionPrices | null;
  source: PriceEntrySource;
  /** The entry a 'correction' stands in for; '' for the other sources. */
  corrects: string;
  /** The admin who made it; null for the system (the demo data). */
  by: HistoryActor | null;
  /** When it was written (ISO, the store's clock). */
  at: string;
}

/** An entry to add: the store gives it its id and time. */
export type NewPriceEntry = Omit<PriceEntry, 'id' | 'at'>;

const pricesShape = regionInputSchema.pick({ ResidentialPriceMin: true, ResidentialPriceMax: true, CommercialPriceMin: true, CommercialPriceMax: true });

/**
 * A past price or a correction as an admin types it: the day it held from and the four prices,
 * each category's lowest no higher than its highest. That the day is not after today is the
 * service's check (it knows today).
 */
export const pastPriceInputSchema = z
  .object({
    day: z.iso.date(messageKey('priceDayInvalid')),
    prices: pricesShape.strict(),
  })
  .strict()
  .superRefine(({ prices }, context) => {
    for (const { min, max } of PRICE_RANGES) {
      if (prices[min] > prices[max]) context.addIssue({ code: 'custom', path: ['prices', min], message: messageKey('priceMinAboveMax') });
    }
  });
export type PastPriceInput = z.infer<typeof pastPriceInputSchema>;
