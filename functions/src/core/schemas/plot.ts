import { z } from 'zod';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_SHORT_TEXT,
  PLOT_CATEGORIES,
  PLOT_STATUSES,
  PLOT_TYPES,
  PRICE_UNITS,
  ROAD_FACINGS,
} from '../constants';
import { MESSAGES } from '../messages';
import { storedFields } from './fields';

export const coordinatesSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

// A missing key and a blank value say the same thing (docs/product.md §5).
const requiredText = z.string({ error: MESSAGES.requiredFields }).trim().min(1, MESSAGES.requiredFields).max(MAX_SHORT_TEXT);
const requiredPositive = z
  .number({ error: MESSAGES.requiredFields })
  .finite()
  .positive('Must be greater than 0');

/** What an admin submits for a plot. The total price is not in it: the server computes it. */
export const plotInputSchema = z.object({
  title: requiredText,
  location: requiredText,
  type: z.enum(PLOT_TYPES),
  category: z.enum(PLOT_CATEGORIES),
  pricePerSqYard: requiredPositive.max(10_000_000),
  area: requiredPositive.max(100_000_000),
  roadWidth: requiredPositive.max(1000),
  roadFacing: z.enum(ROAD_FACINGS, { error: MESSAGES.requiredFields }),
  status: z.enum(PLOT_STATUSES).default('available'),
  features: z.array(z.string().trim().min(1).max(80)).max(30).default([]),
  description: z.string().trim().max(MAX_DESCRIPTION_LENGTH).default(''),
  imageUrl: z.string().max(2000).default(''),
  imagePublicId: z.string().max(500).default(''),
  coordinates: coordinatesSchema.default({ latitude: 0, longitude: 0 }),
  featured: z.boolean().default(false),
});
/** Every field an admin writes, in the schema's order: the one list the stores, converters and the plot form derive theirs from. */
export const PLOT_INPUT_FIELDS = plotInputSchema.keyof().options;
export type PlotInputField = (typeof PLOT_INPUT_FIELDS)[number];
export type PlotInput = z.input<typeof plotInputSchema>;
export type PlotData = z.output<typeof plotInputSchema>;

/** The list card's status dropdown (PATCH /api/admin/plots/:id/status). */
export const plotStatusUpdateSchema = z.object({
  status: z.enum(PLOT_STATUSES, { error: `Status must be one of: ${PLOT_STATUSES.join(', ')}` }),
});
export type PlotStatusUpdate = z.infer<typeof plotStatusUpdateSchema>;

export const plotSchema = plotInputSchema.extend({
  ...storedFields,
  /** Total in whole rupees: round(area / 9 × pricePerSqYard). */
  price: z.number(),
  /** The unit the total is shown in: crores from ₹1,00,00,000. */
  priceUnit: z.enum(PRICE_UNITS),
});
export type Plot = z.infer<typeof plotSchema>;
