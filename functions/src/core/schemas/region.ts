import { z } from 'zod';
import { MAX_SHORT_TEXT } from '../constants';
import { storedFields, teluguText } from './fields';
import { messageKey } from '../message-key';

const pricePerSqYard = z
  .number({ error: messageKey('priceNotANumber') })
  .finite(messageKey('priceNotANumber'))
  .min(0, messageKey('priceNegative'))
  .max(10_000_000, messageKey('priceTooLarge'));

/** The village's name in Telugu, for the Telugu site (docs/product.md §3). */
const regionTe = teluguText(MAX_SHORT_TEXT);

export const regionInputSchema = z.object({
  region: z.string().trim().max(MAX_SHORT_TEXT),
  regionTe: regionTe.default(''),
  ResidentialPriceMin: pricePerSqYard,
  ResidentialPriceMax: pricePerSqYard,
  CommercialPriceMin: pricePerSqYard,
  CommercialPriceMax: pricePerSqYard,
});
/** Every field of a region price row: the list both stores write and read regions by. */
export const REGION_INPUT_FIELDS = regionInputSchema.keyof().options;
export type RegionInput = z.infer<typeof regionInputSchema>;

/** One or more fields of a region. No defaults: a field the patch leaves out stays as it is (a price edit keeps the Telugu name). */
export const regionPatchSchema = regionInputSchema.extend({ regionTe }).partial().strict();
export type RegionPatch = z.infer<typeof regionPatchSchema>;

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- declared for its type (the z.infer below): nothing parses with it
const regionSchema = regionInputSchema.extend(storedFields);
export type Region = z.infer<typeof regionSchema>;

export const NEW_REGION_DEFAULTS: RegionInput = {
  region: 'New Region',
  regionTe: '',
  ResidentialPriceMin: 0,
  ResidentialPriceMax: 0,
  CommercialPriceMin: 0,
  CommercialPriceMax: 0,
};
