import {
  PLOT_CATEGORIES,
  PLOT_STATUSES,
  PLOT_TYPES,
  ROAD_FACINGS,
  type PlotCategory,
  type PlotStatus,
  type PlotType,
  type RoadFacing,
} from '@core/constants';
import { plotInputSchema, type Plot, type PlotData } from '@core/schemas/plot';
import { z } from 'zod';

/**
 * The plot form as typed: numbers stay text until saved (an empty box is not 0), then one
 * conversion turns the values into `plotInputSchema`'s input, and the CORE schema judges them,
 * so the browser and the server say the same thing in the same words.
 */
export interface PlotFormValues {
  title: string;
  location: string;
  type: PlotType;
  category: PlotCategory;
  pricePerSqYard: string;
  area: string;
  roadWidth: string;
  roadFacing: RoadFacing | '';
  status: PlotStatus;
  features: string[];
  description: string;
  imageUrl: string;
  imagePublicId: string;
  coordinates: { latitude: string; longitude: string };
  featured: boolean;
}

export const EMPTY_PLOT_FORM: PlotFormValues = {
  title: '',
  location: '',
  type: 'Residential',
  category: 'residential',
  pricePerSqYard: '',
  area: '',
  roadWidth: '',
  roadFacing: '',
  status: 'available',
  features: [],
  description: '',
  imageUrl: '',
  imagePublicId: '',
  coordinates: { latitude: '', longitude: '' },
  featured: false,
};

/** The fields spec §5 calls required; one of them blank → 'Please fill in all required fields'. */
export const REQUIRED_PLOT_FIELDS = ['title', 'pricePerSqYard', 'location', 'roadWidth', 'area', 'roadFacing'] as const;

/** Labels of the fields, for the server-error banner ('Area: Must be greater than 0'). */
export const PLOT_FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  location: 'Location',
  type: 'Type',
  category: 'Category',
  pricePerSqYard: 'Price per sq.yd',
  area: 'Area',
  roadWidth: 'Road width',
  roadFacing: 'Road facing',
  status: 'Status',
  features: 'Features',
  description: 'Description',
  imageUrl: 'Image',
  imagePublicId: 'Image',
  coordinates: 'Coordinates',
  'coordinates.latitude': 'Latitude',
  'coordinates.longitude': 'Longitude',
  featured: 'Featured',
};

/** '' → undefined (required fields then say so), text → number (NaN when not a number). */
export function parseNumberText(text: string): number | undefined {
  const cleaned = text.trim().replace(/,/g, '');
  if (!cleaned) return undefined;
  return Number(cleaned);
}

/** A number of the total-price preview, or 0 while the text is not a usable positive number. */
export function previewNumber(text: string): number {
  const value = parseNumberText(text);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Form values → the shape `plotInputSchema` parses. Empty coordinates count as 0 (spec §5). */
export function toPlotInput(values: PlotFormValues) {
  const coordinate = (text: string) => parseNumberText(text) ?? 0;
  return {
    title: values.title,
    location: values.location,
    type: values.type,
    category: values.category,
    pricePerSqYard: parseNumberText(values.pricePerSqYard),
    area: parseNumberText(values.area),
    roadWidth: parseNumberText(values.roadWidth),
    roadFacing: values.roadFacing === '' ? undefined : values.roadFacing,
    status: values.status,
    features: values.features,
    description: values.description,
    imageUrl: values.imageUrl,
    imagePublicId: values.imagePublicId,
    coordinates: { latitude: coordinate(values.coordinates.latitude), longitude: coordinate(values.coordinates.longitude) },
    featured: values.featured,
  };
}

/**
 * The form's resolver schema: the conversion above, then the core schema itself. Typed by hand:
 * a preprocess step takes `unknown`, but the form only ever hands it PlotFormValues.
 */
export const plotFormSchema = z.preprocess(
  (values) => toPlotInput(values as PlotFormValues),
  plotInputSchema,
) as unknown as z.ZodType<PlotData, PlotFormValues>;

/** A stored plot as form values (the Edit modal). */
export function plotToFormValues(plot: Plot): PlotFormValues {
  return {
    title: plot.title,
    location: plot.location,
    type: plot.type,
    category: plot.category,
    pricePerSqYard: String(plot.pricePerSqYard),
    area: String(plot.area),
    roadWidth: String(plot.roadWidth),
    roadFacing: plot.roadFacing,
    status: plot.status,
    features: [...plot.features],
    description: plot.description,
    imageUrl: plot.imageUrl,
    imagePublicId: plot.imagePublicId,
    coordinates: { latitude: String(plot.coordinates.latitude), longitude: String(plot.coordinates.longitude) },
    featured: plot.featured,
  };
}

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/**
 * A draft read back from sessionStorage, field by field: anything of the wrong shape falls back
 * to the empty form's value, so a stale or tampered draft can never break the form.
 */
export function plotFormFromDraft(raw: unknown): PlotFormValues {
  const stored = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const text = (name: keyof PlotFormValues) => (typeof stored[name] === 'string' ? (stored[name] as string) : '');
  const coordinates =
    stored.coordinates && typeof stored.coordinates === 'object' ? (stored.coordinates as Record<string, unknown>) : {};
  const coordinateText = (name: 'latitude' | 'longitude') =>
    typeof coordinates[name] === 'string' ? (coordinates[name] as string) : '';
  return {
    title: text('title'),
    location: text('location'),
    type: isOneOf(PLOT_TYPES, stored.type) ? stored.type : EMPTY_PLOT_FORM.type,
    category: isOneOf(PLOT_CATEGORIES, stored.category) ? stored.category : EMPTY_PLOT_FORM.category,
    pricePerSqYard: text('pricePerSqYard'),
    area: text('area'),
    roadWidth: text('roadWidth'),
    roadFacing: isOneOf(ROAD_FACINGS, stored.roadFacing) ? stored.roadFacing : '',
    status: isOneOf(PLOT_STATUSES, stored.status) ? stored.status : EMPTY_PLOT_FORM.status,
    features: Array.isArray(stored.features)
      ? stored.features.filter((feature): feature is string => typeof feature === 'string' && feature.trim() !== '')
      : [],
    description: text('description'),
    imageUrl: text('imageUrl'),
    imagePublicId: text('imagePublicId'),
    coordinates: { latitude: coordinateText('latitude'), longitude: coordinateText('longitude') },
    featured: stored.featured === true,
  };
}

/** Whether two form states hold the same values (unsaved-changes check on close). */
export function sameFormValues(a: PlotFormValues, b: PlotFormValues): boolean {
  return JSON.stringify(toComparable(a)) === JSON.stringify(toComparable(b));
}

function toComparable(values: PlotFormValues) {
  return { ...values, title: values.title.trim(), location: values.location.trim(), description: values.description.trim() };
}

/** Whether any of the required fields is blank (decides which toast an invalid submit gets). */
export function missingRequiredFields(values: PlotFormValues): (typeof REQUIRED_PLOT_FIELDS)[number][] {
  return REQUIRED_PLOT_FIELDS.filter((name) => String(values[name]).trim() === '');
}
