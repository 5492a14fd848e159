import { siteDay } from '@core/dates';
import { messageKey } from '@core/message-key';
import { keyedErrors } from '@core/schemas/message-keys';
import { pastPriceInputSchema, type PastPriceInput, type PriceEntry } from '@core/schemas/price-history';
import { REGION_PRICE_FIELDS, type RegionPriceField } from '@core/region-prices';
import { z } from 'zod';
import { typedPrice } from '@/lib/typed-number';

/** What the past-price form holds: the day and the four prices as typed. */
export type PastPriceFormValues = { day: string } & Record<RegionPriceField, string>;

export const EMPTY_PAST_PRICE: PastPriceFormValues = { day: '', ResidentialPriceMin: '', ResidentialPriceMax: '', CommercialPriceMin: '', CommercialPriceMax: '' };

/** The form filled with an entry (to correct it). */
export function pastPriceValuesOf(entry: PriceEntry): PastPriceFormValues {
  return { day: entry.day, ...(Object.fromEntries(REGION_PRICE_FIELDS.map((field) => [field, String(entry.prices[field])])) as Record<RegionPriceField, string>) };
}

/** The form's input for a field the server names ('prices.ResidentialPriceMin' → 'ResidentialPriceMin'); null for none. */
export function pastPriceFieldOf(serverPath: string): keyof PastPriceFormValues | null {
  const name = serverPath.replace(/^prices\./, '');
  return name === 'day' || (REGION_PRICE_FIELDS as readonly string[]).includes(name) ? (name as keyof PastPriceFormValues) : null;
}

/**
 * The core's past-price schema over what was typed ('45,000' is 45000; a blank is no number), with
 * the day checked as the server does: today in India or before. Its messages are on the form's
 * own fields.
 */
export const pastPriceFormSchema = z.unknown().transform((raw, context) => {
  const values = raw as PastPriceFormValues;
  const prices = Object.fromEntries(REGION_PRICE_FIELDS.map((field) => [field, typedPrice(values[field])]));
  const result = pastPriceInputSchema.safeParse({ day: values.day.trim(), prices }, { error: keyedErrors });
  if (!result.success) {
    for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: [pastPriceFieldOf(issue.path.join('.')) ?? 'day'] });
    return z.NEVER;
  }
  if (result.data.day > siteDay(new Date())) {
    context.addIssue({ code: 'custom', message: messageKey('priceDayInFuture'), path: ['day'] });
    return z.NEVER;
  }
  return result.data;
}) as unknown as z.ZodType<PastPriceInput, PastPriceFormValues>;
