import { messageKey } from '@core/message-key';
import { keyedErrors } from '@core/schemas/message-keys';
import { regionPatchSchema, type Region, type RegionPatch } from '@core/schemas/region';
import { z } from 'zod';
import { typedPrice } from '@/lib/typed-number';

/** What the village page form holds: the descriptions, where the village is and its market value, as typed. */
export interface VillageFormValues {
  description: string;
  descriptionTe: string;
  latitude: string;
  longitude: string;
  marketValuePerSqYd: string;
}

/** The form filled with a region's village fields (a 0 shows as blank: not given). */
export function villageValuesOf(region: Region): VillageFormValues {
  const shown = (value: number) => (value === 0 ? '' : String(value));
  return { description: region.description, descriptionTe: region.descriptionTe, latitude: shown(region.latitude), longitude: shown(region.longitude), marketValuePerSqYd: shown(region.marketValuePerSqYd) };
}

/** A coordinate as typed: blank is 0 (not placed); anything not a number is NaN, which the schema names. */
function typedCoordinate(text: string): number {
  const cleaned = text.trim();
  if (cleaned === '') return 0;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * The core's region patch over the village fields as typed (a blank value is 0: none), with a
 * place given whole or not at all. Messages land on the form's own fields.
 */
export const villageFormSchema = z.unknown().transform((raw, context) => {
  const values = raw as VillageFormValues;
  // Blank is 0 (not entered); a value that is no number is NaN, which the schema names.
  const market = values.marketValuePerSqYd.trim() === '' ? 0 : (typedPrice(values.marketValuePerSqYd) ?? Number.NaN);
  const result = regionPatchSchema.safeParse(
    { description: values.description, descriptionTe: values.descriptionTe, latitude: typedCoordinate(values.latitude), longitude: typedCoordinate(values.longitude), marketValuePerSqYd: market },
    { error: keyedErrors },
  );
  if (!result.success) {
    for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0] ?? 'description')] });
    return z.NEVER;
  }
  const { latitude = 0, longitude = 0 } = result.data;
  if ((latitude === 0) !== (longitude === 0)) {
    context.addIssue({ code: 'custom', message: messageKey(latitude === 0 ? 'latitudeInvalid' : 'longitudeInvalid'), path: [latitude === 0 ? 'latitude' : 'longitude'] });
    return z.NEVER;
  }
  return result.data;
}) as unknown as z.ZodType<RegionPatch, VillageFormValues>;
