import { PLOT_CATEGORIES, PLOT_STATUSES, PLOT_TYPES, ROAD_FACINGS, type RoadFacing } from '@core/constants';
import { MESSAGES } from '@core/messages';
import { PLOT_INPUT_FIELDS, plotInputSchema, type Plot, type PlotData, type PlotInputField } from '@core/schemas/plot';
import { z } from 'zod';

/**
 * The plot form as typed, derived from the core schema's fields (PLOT_INPUT_FIELDS): numbers stay
 * text until saved (an empty box is not 0), then one conversion turns the values into
 * `plotInputSchema`'s input and the CORE schema judges them, so the browser and the server say the
 * same thing in the same words. A field added to the schema is a type error here until the form has it.
 */
type NumberField = 'pricePerSqYard' | 'area' | 'roadWidth';
export type PlotFormValues = {
  [K in PlotInputField]: K extends NumberField
    ? string
    : K extends 'coordinates'
      ? { latitude: string; longitude: string }
      : K extends 'roadFacing'
        ? RoadFacing | ''
        : PlotData[K];
};

const NUMBER_FIELDS: readonly NumberField[] = ['pricePerSqYard', 'area', 'roadWidth'];
/** The choice fields and what each may hold. */
const CHOICES = { type: PLOT_TYPES, category: PLOT_CATEGORIES, status: PLOT_STATUSES, roadFacing: ROAD_FACINGS } as const;

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

/** The fields docs/product.md §5 calls required; one of them blank → 'Please fill in all required fields'. */
export const REQUIRED_PLOT_FIELDS = ['title', 'pricePerSqYard', 'location', 'roadWidth', 'area', 'roadFacing'] as const;

/** Labels of the fields, for the server-error banner ('Area: Must be greater than 0'). */
export const PLOT_FIELD_LABELS: Record<PlotInputField | 'coordinates.latitude' | 'coordinates.longitude', string> = {
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

/** The form field a server path belongs to ('features.3' → 'features'; the public id is the image's). */
export function plotFormPathOf(serverPath: string): keyof typeof PLOT_FIELD_LABELS | null {
  if (serverPath.startsWith('features.')) return 'features';
  if (serverPath === 'imagePublicId') return 'imageUrl';
  if (serverPath === 'coordinates') return 'coordinates.latitude';
  return serverPath in PLOT_FIELD_LABELS ? (serverPath as keyof typeof PLOT_FIELD_LABELS) : null;
}

export function plotFieldLabel(serverPath: string): string {
  const path = plotFormPathOf(serverPath);
  return (path && PLOT_FIELD_LABELS[path]) ?? serverPath;
}

/** A blank required field says so briefly next to it; the toast carries the product's sentence. */
export function plotFieldMessage(message: string): string {
  return message === MESSAGES.requiredFields ? 'This field is required' : message;
}

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

/** Form values → the shape `plotInputSchema` parses. Empty coordinates count as 0. */
export function toPlotInput(values: PlotFormValues) {
  const coordinate = (text: string) => parseNumberText(text) ?? 0;
  return {
    ...values,
    pricePerSqYard: parseNumberText(values.pricePerSqYard),
    area: parseNumberText(values.area),
    roadWidth: parseNumberText(values.roadWidth),
    roadFacing: values.roadFacing === '' ? undefined : values.roadFacing,
    coordinates: { latitude: coordinate(values.coordinates.latitude), longitude: coordinate(values.coordinates.longitude) },
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
  const values = Object.fromEntries(PLOT_INPUT_FIELDS.map((name) => [name, plot[name]])) as Record<PlotInputField, unknown>;
  for (const name of NUMBER_FIELDS) values[name] = String(plot[name]);
  return {
    ...(values as PlotFormValues),
    features: [...plot.features],
    coordinates: { latitude: String(plot.coordinates.latitude), longitude: String(plot.coordinates.longitude) },
  };
}

/**
 * A draft read back from sessionStorage, field by field: anything of the wrong shape falls back
 * to the empty form's value, so a stale or tampered draft can never break the form.
 */
export function plotFormFromDraft(raw: unknown): PlotFormValues {
  const stored = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const values: Record<string, unknown> = { ...EMPTY_PLOT_FORM };
  for (const name of PLOT_INPUT_FIELDS) {
    const value = stored[name];
    const fallback = EMPTY_PLOT_FORM[name];
    if (name in CHOICES) {
      const allowed: readonly string[] = CHOICES[name as keyof typeof CHOICES];
      if (typeof value === 'string' && allowed.includes(value)) values[name] = value;
    } else if (Array.isArray(fallback)) {
      values[name] = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
    } else if (name === 'coordinates') {
      const coordinates = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
      const text = (key: 'latitude' | 'longitude') => (typeof coordinates[key] === 'string' ? coordinates[key] : '');
      values[name] = { latitude: text('latitude'), longitude: text('longitude') };
    } else if (typeof value === typeof fallback) {
      values[name] = value;
    }
  }
  return values as PlotFormValues;
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
