import { LAYOUT_AUTHORITIES, PLOT_CATEGORIES, PLOT_STATUSES, PLOT_TYPES, ROAD_FACINGS, type RoadFacing } from '@core/constants';
import { siteDay } from '@core/dates';
import { MESSAGES } from '@core/messages';
import { noDocumentChecks } from '@core/document-checks';
import { withCoverImage } from '@core/plot-images';
import { reservationProblem } from '@core/plot-status';
import { PLOT_INPUT_FIELDS, plotInputSchema, type Plot, type PlotData, type PlotImage, type PlotInputField } from '@core/schemas/plot';
import { keyedErrors } from '@core/schemas/message-keys';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { PLOT_TEXTS } from '@/config/admin-texts';
import { documentChecksFieldLabel, documentChecksFormPath, documentChecksFormValues, documentChecksFromDraft, documentChecksIssuePath, emptyDocumentChecksForm, futureCheckIssues, toDocumentChecksInput, type DocumentChecksFormValues } from '@/lib/document-checks-form';

/**
 * The plot form as typed, derived from the core schema's fields (PLOT_INPUT_FIELDS): numbers stay
 * text until saved (an empty box is not 0), then one conversion turns the values into
 * `plotInputSchema`'s input and the CORE schema judges them, so the browser and the server say the
 * same thing in the same words. A field added to the schema is a type error here until the form has it.
 */
type NumberField = 'pricePerSqYard' | 'area' | 'roadWidth' | 'developmentChargesPerSqYard' | 'premiumPerSqYard';
/** Survey numbers are typed in one box, comma separated ('123, 45/2A'), and sent as a list. */
type ListAsText = 'surveyNumbers';
export type PlotFormValues = {
  [K in PlotInputField]: K extends NumberField | ListAsText
    ? string
    : K extends 'coordinates'
      ? { latitude: string; longitude: string }
      : K extends 'roadFacing'
        ? RoadFacing | ''
        : K extends 'documents'
          ? DocumentChecksFormValues
          : PlotData[K];
};

const NUMBER_FIELDS: readonly NumberField[] = ['pricePerSqYard', 'area', 'roadWidth', 'developmentChargesPerSqYard', 'premiumPerSqYard'];
const CHARGE_FIELDS = ['developmentChargesPerSqYard', 'premiumPerSqYard'] as const;
/** The choice fields and what each may hold. */
const CHOICES = { type: PLOT_TYPES, category: PLOT_CATEGORIES, status: PLOT_STATUSES, roadFacing: ROAD_FACINGS, layoutAuthority: LAYOUT_AUTHORITIES } as const;

export const EMPTY_PLOT_FORM: PlotFormValues = {
  title: '',
  titleTe: '',
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
  descriptionTe: '',
  imageUrl: '',
  imagePublicId: '',
  images: [],
  coordinates: { latitude: '', longitude: '' },
  featured: false,
  ventureName: '',
  layoutAuthority: 'APCRDA',
  layoutPermitNumber: '',
  reraNumber: '',
  surveyNumbers: '',
  developmentChargesPerSqYard: '',
  premiumPerSqYard: '',
  ventureId: '',
  plotNumber: '',
  reservedUntil: '',
  documents: emptyDocumentChecksForm(),
};

/** The fields docs/product.md §5 calls required; one of them blank → 'Please fill in all required fields'. */
export const REQUIRED_PLOT_FIELDS = ['title', 'pricePerSqYard', 'location', 'roadWidth', 'area', 'roadFacing'] as const;

/** Labels of the fields, for the server-error banner ('Area: Must be greater than 0'). */
const PLOT_FIELD_LABELS: Record<PlotInputField | 'coordinates.latitude' | 'coordinates.longitude', string> = {
  title: 'Title',
  titleTe: 'Telugu title',
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
  descriptionTe: 'Telugu description',
  imageUrl: 'Photos',
  imagePublicId: 'Photos',
  images: 'Photos',
  coordinates: 'Coordinates',
  'coordinates.latitude': 'Latitude',
  'coordinates.longitude': 'Longitude',
  featured: 'Featured',
  ventureName: 'Venture / layout name',
  layoutAuthority: 'Approved by',
  layoutPermitNumber: 'LP number',
  reraNumber: 'AP RERA number',
  surveyNumbers: 'Survey numbers',
  developmentChargesPerSqYard: 'Development charges',
  premiumPerSqYard: 'Corner / facing premium',
  ventureId: 'Venture',
  plotNumber: 'Plot number',
  reservedUntil: 'Reserved until',
  documents: 'Documents we checked',
};

/** The form field a server path belongs to ('features.3' → 'features'; the cover's url and id are the photos'; a document's day its box). */
export function plotFormPathOf(serverPath: string): FieldPath<PlotFormValues> | null {
  if (serverPath.startsWith('documents.')) return documentChecksFormPath(serverPath) as FieldPath<PlotFormValues> | null;
  if (serverPath.startsWith('features.')) return 'features';
  if (serverPath.startsWith('surveyNumbers.')) return 'surveyNumbers';
  if (serverPath === 'imageUrl' || serverPath === 'imagePublicId' || serverPath.startsWith('images.')) return 'images';
  if (serverPath === 'coordinates') return 'coordinates.latitude';
  return serverPath in PLOT_FIELD_LABELS ? (serverPath as keyof typeof PLOT_FIELD_LABELS) : null;
}

export function plotFieldLabel(serverPath: string): string {
  const path = plotFormPathOf(serverPath);
  return documentChecksFieldLabel(serverPath) ?? (path && path in PLOT_FIELD_LABELS ? PLOT_FIELD_LABELS[path as keyof typeof PLOT_FIELD_LABELS] : serverPath);
}

/** A blank required field says so briefly next to it; the toast carries the product's sentence. */
export function plotFieldMessage(message: string): string {
  return message === MESSAGES.requiredFields ? PLOT_TEXTS.fieldRequired : message;
}

/** '' → undefined (required fields then say so), text → number (NaN when not a number). */
function parseNumberText(text: string): number | undefined {
  const cleaned = text.trim().replace(/,/g, '');
  if (!cleaned) return undefined;
  return Number(cleaned);
}

/** A number of the total-price preview, or 0 while the text is not a usable positive number. */
export function previewNumber(text: string): number {
  const value = parseNumberText(text);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;
}

/** '123, 45/2A ,,301-B' → ['123', '45/2A', '301-B'] (commas or new lines between them). */
export function parseSurveyNumbers(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Form values → the shape `plotInputSchema` parses. Empty coordinates count as 0, empty charges
 * too (the schema's default); the cover (`imageUrl`/`imagePublicId`) is the first photo. A plot
 * number belongs to a venture and a last day to a reservation: without them they are sent blank.
 */
export function toPlotInput(values: PlotFormValues) {
  const coordinate = (text: string) => parseNumberText(text) ?? 0;
  const cover = values.images[0];
  return {
    ...values,
    pricePerSqYard: parseNumberText(values.pricePerSqYard),
    area: parseNumberText(values.area),
    roadWidth: parseNumberText(values.roadWidth),
    roadFacing: values.roadFacing === '' ? undefined : values.roadFacing,
    coordinates: { latitude: coordinate(values.coordinates.latitude), longitude: coordinate(values.coordinates.longitude) },
    imageUrl: cover?.url ?? '',
    imagePublicId: cover?.publicId ?? '',
    surveyNumbers: parseSurveyNumbers(values.surveyNumbers),
    developmentChargesPerSqYard: parseNumberText(values.developmentChargesPerSqYard),
    premiumPerSqYard: parseNumberText(values.premiumPerSqYard),
    plotNumber: values.ventureId ? values.plotNumber : '',
    reservedUntil: values.status === 'reserved' ? values.reservedUntil : '',
    documents: toDocumentChecksInput(values.documents),
  };
}

/** A list field's issue belongs to its one control ('surveyNumbers.2' → the survey numbers box, any photo's → the photos). */
function formIssuePath(path: readonly PropertyKey[]): PropertyKey[] {
  const [head] = path;
  if (head === 'surveyNumbers' || head === 'images') return [head];
  if (head === 'imageUrl' || head === 'imagePublicId') return ['images'];
  if (head === 'documents') return documentChecksIssuePath(path);
  return [...path];
}

/**
 * The form's resolver schema: the conversion above, then the core schema itself, its issues moved
 * onto the form's controls, then the rules of the day of the submit, as the server says them: a
 * reserved plot needs a last day from today on, a document is checked today or before. Typed by hand: the step takes
 * `unknown`, but the form only ever hands it PlotFormValues.
 */
export const plotFormSchema = z.unknown().transform((values, context) => {
  const result = plotInputSchema.safeParse(toPlotInput(values as PlotFormValues), { error: keyedErrors });
  if (!result.success) {
    for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: formIssuePath(issue.path) });
    return z.NEVER;
  }
  const reservation = reservationProblem(result.data.status, result.data.reservedUntil, siteDay(new Date()));
  if (reservation) context.addIssue({ code: 'custom', message: reservation, path: ['reservedUntil'] });
  const ahead = futureCheckIssues(result.data.documents);
  for (const issue of ahead) context.addIssue({ code: 'custom', ...issue });
  return reservation || ahead.length > 0 ? z.NEVER : result.data;
}) as unknown as z.ZodType<PlotData, PlotFormValues>;

/** A stored plot as form values (the Edit modal). A plot from before the gallery shows its one image as the cover. */
export function plotToFormValues(stored: Plot): PlotFormValues {
  const plot = withCoverImage({ ...stored, images: stored.images ?? [] });
  const values = Object.fromEntries(PLOT_INPUT_FIELDS.map((name) => [name, plot[name]])) as Record<PlotInputField, unknown>;
  for (const name of NUMBER_FIELDS) values[name] = plot[name] === undefined ? '' : String(plot[name]);
  // No charge is an empty box, as it was typed (empty counts as none).
  for (const name of CHARGE_FIELDS) if (plot[name] === 0) values[name] = '';
  return {
    ...(values as PlotFormValues),
    features: [...plot.features],
    images: plot.images.map((image) => ({ ...image })),
    surveyNumbers: (plot.surveyNumbers ?? []).join(', '),
    coordinates: { latitude: String(plot.coordinates.latitude), longitude: String(plot.coordinates.longitude) },
    documents: documentChecksFormValues(plot.documents ?? noDocumentChecks()),
  };
}

/**
 * A draft read back from sessionStorage, field by field: anything of the wrong shape falls back
 * to the saved form's value (the empty form when adding), so a stale or tampered draft can never
 * break the form.
 */
export function plotFormFromDraft(raw: unknown, saved: PlotFormValues = EMPTY_PLOT_FORM): PlotFormValues {
  const stored = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const values: Record<string, unknown> = { ...saved };
  for (const name of PLOT_INPUT_FIELDS) {
    const value = stored[name];
    const fallback = EMPTY_PLOT_FORM[name];
    if (name in CHOICES) {
      const allowed: readonly string[] = CHOICES[name as keyof typeof CHOICES];
      if (typeof value === 'string' && allowed.includes(value)) values[name] = value;
    } else if (name === 'images') {
      if (Array.isArray(value)) values[name] = value.filter(isPhoto).map((image) => ({ url: image.url, publicId: image.publicId, alt: image.alt }));
    } else if (Array.isArray(fallback)) {
      if (Array.isArray(value)) values[name] = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
    } else if (name === 'documents') {
      values[name] = documentChecksFromDraft(value, saved.documents);
    } else if (name === 'coordinates') {
      const coordinates = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
      const text = (key: 'latitude' | 'longitude') => (typeof coordinates[key] === 'string' ? coordinates[key] : saved.coordinates[key]);
      values[name] = { latitude: text('latitude'), longitude: text('longitude') };
    } else if (typeof value === typeof fallback) {
      values[name] = value;
    }
  }
  return values as PlotFormValues;
}

function isPhoto(value: unknown): value is PlotImage {
  if (!value || typeof value !== 'object') return false;
  const image = value as Record<string, unknown>;
  return typeof image.url === 'string' && image.url !== '' && typeof image.publicId === 'string' && typeof image.alt === 'string';
}

/** Whether two form states hold the same values (unsaved-changes check on close). */
export function sameFormValues(a: PlotFormValues, b: PlotFormValues): boolean {
  return JSON.stringify(toComparable(a)) === JSON.stringify(toComparable(b));
}

function toComparable(values: PlotFormValues) {
  return {
    ...values,
    title: values.title.trim(),
    titleTe: values.titleTe.trim(),
    location: values.location.trim(),
    description: values.description.trim(),
    descriptionTe: values.descriptionTe.trim(),
    surveyNumbers: parseSurveyNumbers(values.surveyNumbers),
  };
}

/** Whether any of the required fields is blank (decides which toast an invalid submit gets). */
export function missingRequiredFields(values: PlotFormValues): (typeof REQUIRED_PLOT_FIELDS)[number][] {
  return REQUIRED_PLOT_FIELDS.filter((name) => String(values[name]).trim() === '');
}
