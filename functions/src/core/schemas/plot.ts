import { z } from 'zod';
import {
  LAYOUT_AUTHORITIES,
  MAX_DESCRIPTION_LENGTH,
  MAX_SHORT_TEXT,
  PLOT_CATEGORIES,
  PLOT_IMAGES_MAX,
  PLOT_STATUSES,
  PLOT_TYPES,
  PRICE_UNITS,
  ROAD_FACINGS,
} from '../constants';
import { documentChecksField } from './document-checks';
import { plotNumberField, storedFields, teluguText } from './fields';
import { messageKey } from '../message-key';

export const coordinatesSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

// A missing key and a blank value say the same thing (docs/product.md §5).
const requiredText = z.string({ error: messageKey('requiredFields') }).trim().min(1, messageKey('requiredFields')).max(MAX_SHORT_TEXT);
const requiredPositive = z
  .number({ error: messageKey('requiredFields') })
  .finite()
  .positive(messageKey('mustBePositive'));

/** One photo of a plot: where it is served from, the image store's id for it, and its alt text. */
export const plotImageSchema = z.object({
  url: z.string().trim().min(1).max(2000),
  publicId: z.string().max(500).default(''),
  alt: z.string().trim().max(MAX_SHORT_TEXT).default(''),
});
export type PlotImage = z.output<typeof plotImageSchema>;

/** AP RERA project registration: P, then 11 digits (e.g. P06060125894). */
export const RERA_NUMBER = /^P\d{11}$/;
/** A layout permit number as the authorities write them (e.g. 31/2020, LP No. 1234/2019/R). */
export const LP_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,59}$/;
/** A survey number with its subdivisions (e.g. 123, 45/2A, 301-B). */
const SURVEY_NUMBER = /^\d{1,5}[A-Za-z0-9/-]{0,15}$/;

/** An optional text that, when given, must match: '' for none. */
export const optionalMatching = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(60)
    .default('')
    .refine((value) => value === '' || pattern.test(value), message);
const rupeesPerSqYard = z.number().finite().min(0, messageKey('mustNotBeNegative')).max(10_000_000).default(0);

/** What an admin submits for a plot. The total price is not in it: the server computes it. */
export const plotInputSchema = z.object({
  title: requiredText,
  /** The title and description in Telugu, for the Telugu site; blank = the English one is shown. */
  titleTe: teluguText(MAX_SHORT_TEXT).default(''),
  location: requiredText,
  type: z.enum(PLOT_TYPES),
  category: z.enum(PLOT_CATEGORIES),
  pricePerSqYard: requiredPositive.max(10_000_000),
  area: requiredPositive.max(100_000_000),
  roadWidth: requiredPositive.max(1000),
  roadFacing: z.enum(ROAD_FACINGS, { error: messageKey('requiredFields') }),
  status: z.enum(PLOT_STATUSES).default('available'),
  features: z.array(z.string().trim().min(1).max(80)).max(30).default([]),
  description: z.string().trim().max(MAX_DESCRIPTION_LENGTH).default(''),
  descriptionTe: teluguText(MAX_DESCRIPTION_LENGTH).default(''),
  /** The cover photo (`images[0]`): kept so every reader of one picture goes on working. */
  imageUrl: z.string().max(2000).default(''),
  imagePublicId: z.string().max(500).default(''),
  /** Every photo, cover first (see `withCoverImage`). */
  images: z.array(plotImageSchema).max(PLOT_IMAGES_MAX, messageKey('tooManyPhotos', { max: PLOT_IMAGES_MAX })).default([]),
  coordinates: coordinatesSchema.default({ latitude: 0, longitude: 0 }),
  featured: z.boolean().default(false),
  /** The venture / layout the plot is in (e.g. "Sri Sai Nagar Phase 2"). */
  ventureName: z.string().trim().max(MAX_SHORT_TEXT).default(''),
  layoutAuthority: z.enum(LAYOUT_AUTHORITIES).default('APCRDA'),
  layoutPermitNumber: optionalMatching(LP_NUMBER, messageKey('lpNumberFormat')),
  reraNumber: optionalMatching(RERA_NUMBER, messageKey('reraNumberFormat')),
  surveyNumbers: z
    .array(z.string().trim().regex(SURVEY_NUMBER, messageKey('surveyNumberFormat')))
    .max(20)
    .default([]),
  /** Optional charges on top of the rate, per square yard (shown in the price breakdown). */
  developmentChargesPerSqYard: rupeesPerSqYard,
  /** Corner or facing premium, per square yard. */
  premiumPerSqYard: rupeesPerSqYard,
  /** The venture the plot belongs to ('' for none): its approvals are then the venture's. */
  ventureId: z.string().trim().max(128).default(''),
  /** The plot's number inside its venture ('27', 'A-14'; '' for none), unique there. */
  plotNumber: plotNumberField.default(''),
  /** The last day of a reservation (YYYY-MM-DD, India) while `status` is 'reserved'; '' otherwise. */
  reservedUntil: z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), messageKey('reservedUntilInvalid')),
  /** Documents we checked (core/document-checks.ts): none by default, so a plot from before them reads with none. */
  documents: documentChecksField,
});
/** Every field an admin writes, in the schema's order: the one list the stores, converters and the plot form derive theirs from. */
export const PLOT_INPUT_FIELDS = plotInputSchema.keyof().options;
export type PlotInputField = (typeof PLOT_INPUT_FIELDS)[number];
export type PlotInput = z.input<typeof plotInputSchema>;
export type PlotData = z.output<typeof plotInputSchema>;

const plotPageFieldsSchema = plotInputSchema.pick({
  titleTe: true,
  descriptionTe: true,
  images: true,
  ventureName: true,
  layoutAuthority: true,
  layoutPermitNumber: true,
  reraNumber: true,
  surveyNumbers: true,
  developmentChargesPerSqYard: true,
  premiumPerSqYard: true,
  ventureId: true,
  plotNumber: true,
  reservedUntil: true,
  documents: true,
});
/** The plot page's optional fields (Telugu texts, photos, approvals, charges, documents checked) as the schema defaults them: no Telugu, no photo, no numbers, no charges, no checks. */
export function plotPageDefaults(): z.output<typeof plotPageFieldsSchema> {
  return plotPageFieldsSchema.parse({});
}

/** The list card's status dropdown (PATCH /api/admin/plots/:id/status); a reservation needs its last day. */
export const plotStatusUpdateSchema = z.object({
  status: z.enum(PLOT_STATUSES, { error: messageKey('plotStatusInvalid') }),
  reservedUntil: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.iso.date(messageKey('reservedUntilInvalid')).optional()),
});
export type PlotStatusUpdate = z.infer<typeof plotStatusUpdateSchema>;

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- declared for its type (the z.infer below): nothing parses with it
const plotSchema = plotInputSchema.extend({
  ...storedFields,
  /** Total in whole rupees: round(area / 9 × pricePerSqYard). */
  price: z.number(),
  /** The unit the total is shown in: crores from ₹1,00,00,000. */
  priceUnit: z.enum(PRICE_UNITS),
});
export type Plot = z.infer<typeof plotSchema>;
