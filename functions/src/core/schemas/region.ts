import { z } from 'zod';
import { MAX_DESCRIPTION_LENGTH, MAX_SHORT_TEXT } from '../constants';
import { storedFields, teluguText } from './fields';
import { messageKey } from '../message-key';

const pricePerSqYard = z
  .number({ error: messageKey('priceNotANumber') })
  .finite(messageKey('priceNotANumber'))
  .min(0, messageKey('priceNegative'))
  .max(10_000_000, messageKey('priceTooLarge'));

/** The village's name in Telugu, for the Telugu site (docs/product.md §3). */
const regionTe = teluguText(MAX_SHORT_TEXT);

/**
 * What a village's own page shows beside its prices (/villages/{slug}): a description in English
 * and Telugu, where the village is (0, 0 for not yet placed), and the government's market value
 * per sq.yd that registration charges are reckoned on (0 for not entered).
 */
const villageFields = {
  description: z.string().trim().max(MAX_DESCRIPTION_LENGTH, messageKey('textTooLong', { max: MAX_DESCRIPTION_LENGTH })),
  descriptionTe: teluguText(MAX_DESCRIPTION_LENGTH),
  latitude: z.number({ error: messageKey('latitudeInvalid') }).finite(messageKey('latitudeInvalid')).min(-90, messageKey('latitudeInvalid')).max(90, messageKey('latitudeInvalid')),
  longitude: z.number({ error: messageKey('longitudeInvalid') }).finite(messageKey('longitudeInvalid')).min(-180, messageKey('longitudeInvalid')).max(180, messageKey('longitudeInvalid')),
  marketValuePerSqYd: pricePerSqYard,
};

/** The village fields a region stored before they existed reads with. */
export const VILLAGE_FIELD_DEFAULTS = { description: '', descriptionTe: '', latitude: 0, longitude: 0, marketValuePerSqYd: 0 } as const;

export const regionInputSchema = z.object({
  region: z.string().trim().max(MAX_SHORT_TEXT),
  regionTe: regionTe.default(''),
  ResidentialPriceMin: pricePerSqYard,
  ResidentialPriceMax: pricePerSqYard,
  CommercialPriceMin: pricePerSqYard,
  CommercialPriceMax: pricePerSqYard,
  description: villageFields.description.default(VILLAGE_FIELD_DEFAULTS.description),
  descriptionTe: villageFields.descriptionTe.default(VILLAGE_FIELD_DEFAULTS.descriptionTe),
  latitude: villageFields.latitude.default(VILLAGE_FIELD_DEFAULTS.latitude),
  longitude: villageFields.longitude.default(VILLAGE_FIELD_DEFAULTS.longitude),
  marketValuePerSqYd: villageFields.marketValuePerSqYd.default(VILLAGE_FIELD_DEFAULTS.marketValuePerSqYd),
});
/** Every field of a region price row: the list both stores write and read regions by. */
export const REGION_INPUT_FIELDS = regionInputSchema.keyof().options;
export type RegionInput = z.infer<typeof regionInputSchema>;

/** One or more fields of a region. No defaults: a field the patch leaves out stays as it is (a price edit keeps the Telugu name). */
export const regionPatchSchema = regionInputSchema.extend({ regionTe, ...villageFields }).partial().strict();
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
  ...VILLAGE_FIELD_DEFAULTS,
};

/** A region as the public price table gets it: everything but the descriptions (its village page has them). */
export type PublicRegion = Omit<Region, 'description' | 'descriptionTe'>;

export function publicRegion({ description: _description, descriptionTe: _descriptionTe, ...region }: Region): PublicRegion {
  return region;
}
