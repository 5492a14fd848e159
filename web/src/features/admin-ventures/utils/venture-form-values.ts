import { LAYOUT_AUTHORITIES, PLOT_CATEGORIES, PLOT_TYPES, ROAD_FACINGS } from '@core/constants';
import { VENTURE_SALE_STATUSES } from '@core/venture-constants';
import { keyedErrors } from '@core/schemas/message-keys';
import type { PlotImage } from '@core/schemas/plot';
import { type VENTURE_INPUT_FIELDS, ventureInputSchema, type Venture, type VentureData } from '@core/schemas/venture';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { documentChecksFieldLabel, documentChecksFormPath, documentChecksFormValues, documentChecksFromDraft, documentChecksIssuePath, emptyDocumentChecksForm, futureCheckIssues, toDocumentChecksInput, type DocumentChecksFormValues } from '@/lib/document-checks-form';

/**
 * The venture form as typed: numbers stay text until saved (an empty box is not 0), amenities are
 * one per line, then one conversion hands the values to the CORE `ventureInputSchema`, so the
 * browser and the server judge them with the same words. A field added to the schema is a type
 * error here until the form has it.
 */
type VentureField = (typeof VENTURE_INPUT_FIELDS)[number];
type Defaults = VentureData['plotDefaults'];
export type VentureFormValues = {
  [K in VentureField]: K extends 'totalExtentAcres' | 'feetPerPlanUnit' | 'amenities'
    ? string
    : K extends 'coordinates'
      ? { latitude: string; longitude: string }
      : K extends 'plotDefaults'
        ? { [D in keyof Defaults]: D extends 'pricePerSqYard' | 'areaSqYd' | 'roadWidth' ? string : Defaults[D] }
        : K extends 'documents'
          ? DocumentChecksFormValues
          : VentureData[K];
};

export const EMPTY_VENTURE_FORM: VentureFormValues = {
  name: '',
  nameTe: '',
  developer: '',
  regionId: '',
  coordinates: { latitude: '', longitude: '' },
  layoutAuthority: 'APCRDA',
  layoutPermitNumber: '',
  reraNumber: '',
  totalExtentAcres: '',
  saleStatus: 'selling',
  amenities: '',
  description: '',
  descriptionTe: '',
  images: [],
  plotDefaults: { pricePerSqYard: '', roadFacing: 'East', category: 'residential', type: 'Residential', areaSqYd: '200', roadWidth: '9' },
  feetPerPlanUnit: '',
  documents: emptyDocumentChecksForm(),
};

/** The sale statuses as the back office says them. */
export const SALE_STATUS_LABELS: Record<VentureData['saleStatus'], string> = { upcoming: 'Upcoming', selling: 'Selling', 'sold-out': 'Sold out' };

/** Labels of the fields, for the server-error banner. */
const VENTURE_FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  nameTe: 'Telugu name',
  developer: 'Developer',
  regionId: 'Village',
  'coordinates.latitude': 'Latitude',
  'coordinates.longitude': 'Longitude',
  layoutAuthority: 'Approved by',
  layoutPermitNumber: 'LP number',
  reraNumber: 'AP RERA number',
  totalExtentAcres: 'Total extent',
  saleStatus: 'Sale status',
  amenities: 'Amenities',
  description: 'Description',
  descriptionTe: 'Telugu description',
  images: 'Photos',
  'plotDefaults.pricePerSqYard': 'Default price per sq.yd',
  'plotDefaults.roadFacing': 'Default facing',
  'plotDefaults.category': 'Default category',
  'plotDefaults.type': 'Default type',
  'plotDefaults.areaSqYd': 'Default area',
  'plotDefaults.roadWidth': 'Default road width',
  feetPerPlanUnit: 'Plan scale',
};

/** The form's input for a server path ('amenities.3' → the amenities box, any photo's → the photos). */
export function ventureFormPathOf(serverPath: string): FieldPath<VentureFormValues> | null {
  if (serverPath.startsWith('documents.')) return documentChecksFormPath(serverPath) as FieldPath<VentureFormValues> | null;
  if (serverPath.startsWith('amenities.')) return 'amenities';
  if (serverPath.startsWith('images.')) return 'images';
  if (serverPath === 'coordinates') return 'coordinates.latitude';
  // The labels name exactly the form's inputs.
  return serverPath in VENTURE_FIELD_LABELS ? (serverPath as FieldPath<VentureFormValues>) : null;
}

export function ventureFieldLabel(serverPath: string): string {
  const documents = documentChecksFieldLabel(serverPath);
  if (documents) return documents;
  const path = ventureFormPathOf(serverPath);
  return (path && VENTURE_FIELD_LABELS[path]) ?? serverPath;
}

/** '' → undefined (the schema's default or its message), text → number (NaN when not a number). */
function numberOf(text: string): number | undefined {
  const cleaned = text.trim().replace(/,/g, '');
  return cleaned ? Number(cleaned) : undefined;
}

/** One amenity a line (or comma separated), blanks and repeats dropped. */
export function parseAmenities(text: string): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const part of text.split(/[\n,]/)) {
    const amenity = part.trim().replace(/\s+/g, ' ');
    if (!amenity || seen.has(amenity.toLowerCase())) continue;
    seen.add(amenity.toLowerCase());
    list.push(amenity);
  }
  return list;
}

/** Form values → what `ventureInputSchema` parses. Empty coordinates and numbers count as 0 (unknown). */
function toVentureInput(values: VentureFormValues) {
  const orZero = (text: string) => numberOf(text) ?? 0;
  return {
    ...values,
    coordinates: { latitude: orZero(values.coordinates.latitude), longitude: orZero(values.coordinates.longitude) },
    totalExtentAcres: orZero(values.totalExtentAcres),
    feetPerPlanUnit: orZero(values.feetPerPlanUnit),
    amenities: parseAmenities(values.amenities),
    plotDefaults: {
      ...values.plotDefaults,
      pricePerSqYard: orZero(values.plotDefaults.pricePerSqYard),
      areaSqYd: orZero(values.plotDefaults.areaSqYd),
      roadWidth: orZero(values.plotDefaults.roadWidth),
    },
    documents: toDocumentChecksInput(values.documents),
  };
}

/** A list's issue belongs to its one control. */
function formIssuePath(path: readonly PropertyKey[]): PropertyKey[] {
  const [head] = path;
  if (head === 'amenities' || head === 'images') return [head];
  if (head === 'documents') return documentChecksIssuePath(path);
  return [...path];
}

/**
 * The form's resolver schema: the conversion, then the core schema, its issues moved onto the
 * form's controls, then a document checked on a day to come named on its box (as the server does).
 */
export const ventureFormSchema = z.unknown().transform((values, context) => {
  const result = ventureInputSchema.safeParse(toVentureInput(values as VentureFormValues), { error: keyedErrors });
  if (!result.success) {
    for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: formIssuePath(issue.path) });
    return z.NEVER;
  }
  const ahead = futureCheckIssues(result.data.documents);
  for (const issue of ahead) context.addIssue({ code: 'custom', ...issue });
  return ahead.length > 0 ? z.NEVER : result.data;
}) as unknown as z.ZodType<VentureData, VentureFormValues>;

const text = (value: number) => (value === 0 ? '' : String(value));

/** A stored venture as form values. */
export function ventureToFormValues(venture: Venture): VentureFormValues {
  return {
    name: venture.name,
    nameTe: venture.nameTe,
    developer: venture.developer,
    regionId: venture.regionId,
    coordinates: { latitude: text(venture.coordinates.latitude), longitude: text(venture.coordinates.longitude) },
    layoutAuthority: venture.layoutAuthority,
    layoutPermitNumber: venture.layoutPermitNumber,
    reraNumber: venture.reraNumber,
    totalExtentAcres: text(venture.totalExtentAcres),
    saleStatus: venture.saleStatus,
    amenities: venture.amenities.join('\n'),
    description: venture.description,
    descriptionTe: venture.descriptionTe,
    images: venture.images.map((image) => ({ ...image })),
    plotDefaults: {
      ...venture.plotDefaults,
      pricePerSqYard: text(venture.plotDefaults.pricePerSqYard),
      areaSqYd: text(venture.plotDefaults.areaSqYd),
      roadWidth: text(venture.plotDefaults.roadWidth),
    },
    feetPerPlanUnit: text(venture.feetPerPlanUnit),
    documents: documentChecksFormValues(venture.documents),
  };
}

const CHOICES: Record<string, readonly string[]> = {
  layoutAuthority: LAYOUT_AUTHORITIES,
  saleStatus: VENTURE_SALE_STATUSES,
  roadFacing: ROAD_FACINGS,
  category: PLOT_CATEGORIES,
  type: PLOT_TYPES,
};

/** Copies `stored`'s values onto `saved` where they have the same type (a choice only when it is one of its options). */
function sameShaped<T extends Record<string, unknown>>(stored: unknown, saved: T): T {
  const record = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const values: Record<string, unknown> = { ...saved };
  for (const [name, fallback] of Object.entries(saved)) {
    const value = record[name];
    if (typeof value !== typeof fallback || value === null) continue;
    if (typeof value === 'object') continue;
    if (name in CHOICES && !CHOICES[name]!.includes(value as string)) continue;
    values[name] = value;
  }
  return values as T;
}

function isPhoto(value: unknown): value is PlotImage {
  if (!value || typeof value !== 'object') return false;
  const image = value as Record<string, unknown>;
  return typeof image.url === 'string' && image.url !== '' && typeof image.publicId === 'string' && typeof image.alt === 'string';
}

/** A draft read back from sessionStorage: anything of the wrong shape falls back to the saved values. */
export function ventureFormFromDraft(raw: unknown, saved: VentureFormValues): VentureFormValues {
  const stored = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const top = sameShaped(stored, saved);
  return {
    ...top,
    coordinates: sameShaped(stored.coordinates, saved.coordinates),
    plotDefaults: sameShaped(stored.plotDefaults, saved.plotDefaults),
    documents: documentChecksFromDraft(stored.documents, saved.documents),
    images: Array.isArray(stored.images) ? stored.images.filter(isPhoto).map((image) => ({ url: image.url, publicId: image.publicId, alt: image.alt })) : saved.images,
  };
}
