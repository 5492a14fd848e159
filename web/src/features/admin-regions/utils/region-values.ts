import { typedPrice } from '@/lib/typed-number';
import { messageKey, type MessageRef } from '@core/message-key';
import { keyedErrors } from '@core/schemas/message-keys';
import type { RegionPriceField } from '@core/region-prices';
import { regionPatchSchema, type RegionInput } from '@core/schemas/region';
import { REGION_TEXTS } from '@/config/admin-texts';

export type { RegionPriceField };
export type RegionField = keyof RegionInput;

export const PRICE_FIELDS: readonly { field: RegionPriceField; group: 'Residential' | 'Commercial'; bound: 'min' | 'max' }[] = [
  { field: 'ResidentialPriceMin', group: 'Residential', bound: 'min' },
  { field: 'ResidentialPriceMax', group: 'Residential', bound: 'max' },
  { field: 'CommercialPriceMin', group: 'Commercial', bound: 'min' },
  { field: 'CommercialPriceMax', group: 'Commercial', bound: 'max' },
];

/** A value as typed, judged: the value, or the key of what is wrong with it (core/message-key.ts). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: MessageRef };

/** Validates one field with the core patch schema, so the words match the server's. */
function judge<T extends string | number>(field: RegionField, value: T): Parsed<T> {
  const result = regionPatchSchema.safeParse({ [field]: value }, { error: keyedErrors });
  if (result.success) return { ok: true, value: (result.data[field] ?? value) as T };
  return { ok: false, message: (result.error.issues[0]?.message as MessageRef | undefined) ?? messageKey('valueInvalid') };
}

/** A price as typed → a number, or why not. */
export function parsePrice(field: RegionPriceField, text: string): Parsed<number> {
  const value = typedPrice(text);
  if (value === undefined) return { ok: false, message: messageKey('priceNotANumber') };
  return judge(field, value);
}

/** A region name as typed: trimmed, and not empty (an unnamed row would be lost in the public table). */
export function parseRegionName(text: string): Parsed<string> {
  const name = text.trim().replace(/\s+/g, ' ');
  if (!name) return { ok: false, message: messageKey('regionNameRequired') };
  return judge('region', name);
}

/** The Telugu name as typed: trimmed, spaces squeezed; empty takes it away (the Telugu site then shows the English name). */
export function parseRegionTeluguName(text: string): Parsed<string> {
  return judge('regionTe', text.trim().replace(/\s+/g, ' '));
}

/** Case-insensitive substring of the region name (docs/product.md §5). */
export function matchesRegionSearch(name: string, search: string): boolean {
  return name.toLowerCase().includes(search.trim().toLowerCase());
}

/** The toasts of saving one value: the name's, the Telugu name's or a price's. */
export function regionSaveTexts(field: RegionField): { updated: string; failed: string } {
  if (field === 'region') return { updated: REGION_TEXTS.nameUpdated, failed: REGION_TEXTS.nameFailed };
  if (field === 'regionTe') return { updated: REGION_TEXTS.teluguNameUpdated, failed: REGION_TEXTS.teluguNameFailed };
  return { updated: REGION_TEXTS.priceUpdated, failed: REGION_TEXTS.priceFailed };
}
