import { z } from 'zod';
import { LAYOUT_AUTHORITIES, MAX_DESCRIPTION_LENGTH, MAX_SHORT_TEXT, PLOT_CATEGORIES, PLOT_IMAGES_MAX, PLOT_TYPES, ROAD_FACINGS, type PlotStatus, type PriceUnit, type RoadFacing } from '../constants';
import { BLOCK_PLOTS_MAX, BLOCK_SIDE_MAX, BULK_STATUS_MAX, LAYOUT_AREA_KINDS, LAYOUT_POINTS_MAX, LAYOUT_SHAPES_MAX, VENTURE_SALE_STATUSES, type LayoutShapeKind } from '../venture-constants';
import { messageKey } from '../message-key';
import { documentChecksField } from './document-checks';
import { storedFields, teluguText } from './fields';
import { coordinatesSchema, LP_NUMBER, optionalMatching, plotImageSchema, plotStatusUpdateSchema, RERA_NUMBER, type Plot } from './plot';

/**
 * A venture (docs/product.md §3): a developer's approved layout of plots — its approvals typed once
 * for all its plots, its plan image and the shapes drawn over it. Schemas of the admin's forms and
 * of what the public pages read.
 */


/** What a plot made from a shape starts with (the admin edits each plot after). */
export const plotDefaultsSchema = z.object({
  pricePerSqYard: z.number().finite().min(0).max(10_000_000).default(0),
  roadFacing: z.enum(ROAD_FACINGS).default('East'),
  category: z.enum(PLOT_CATEGORIES).default('residential'),
  type: z.enum(PLOT_TYPES).default('Residential'),
  /** Used when the plan has no scale (`feetPerPlanUnit` 0). */
  areaSqYd: z.number().finite().min(0).max(1_000_000).default(200),
  /** Metres. */
  roadWidth: z.number().finite().min(0).max(1000).default(9),
});
export type PlotDefaults = z.output<typeof plotDefaultsSchema>;

export const ventureInputSchema = z.object({
  name: z.string({ error: messageKey('ventureNameRequired') }).trim().min(1, messageKey('ventureNameRequired')).max(MAX_SHORT_TEXT),
  nameTe: teluguText(MAX_SHORT_TEXT).default(''),
  developer: z.string().trim().max(MAX_SHORT_TEXT).default(''),
  /** The village: one of the regions (its id). */
  regionId: z.string({ error: messageKey('ventureVillageRequired') }).trim().min(1, messageKey('ventureVillageRequired')).max(128),
  coordinates: coordinatesSchema.default({ latitude: 0, longitude: 0 }),
  layoutAuthority: z.enum(LAYOUT_AUTHORITIES).default('APCRDA'),
  layoutPermitNumber: optionalMatching(LP_NUMBER, messageKey('lpNumberFormat')),
  reraNumber: optionalMatching(RERA_NUMBER, messageKey('reraNumberFormat')),
  /** Acres; 0 = not given. */
  totalExtentAcres: z.number().finite().min(0).max(100_000).default(0),
  saleStatus: z.enum(VENTURE_SALE_STATUSES).default('selling'),
  amenities: z.array(z.string().trim().min(1).max(80)).max(30).default([]),
  description: z.string().trim().max(MAX_DESCRIPTION_LENGTH).default(''),
  descriptionTe: teluguText(MAX_DESCRIPTION_LENGTH).default(''),
  images: z.array(plotImageSchema).max(PLOT_IMAGES_MAX, messageKey('tooManyPhotos', { max: PLOT_IMAGES_MAX })).default([]),
  plotDefaults: plotDefaultsSchema.default(plotDefaultsSchema.parse({})),
  /** How many feet one unit (pixel) of the plan is; 0 = unknown (areas are then typed, not measured). */
  feetPerPlanUnit: z.number().finite().min(0).max(1000).default(0),
  /** Documents we checked for the whole layout: a plot of the venture shows them for the kinds it has not checked itself. */
  documents: documentChecksField,
});
export const VENTURE_INPUT_FIELDS = ventureInputSchema.keyof().options;
export type VentureInput = z.input<typeof ventureInputSchema>;
export type VentureData = z.output<typeof ventureInputSchema>;

/** The plan image: its address and its size in plan units (pixels). */
const layoutImageSchema = z.object({
  url: z.string().min(1).max(2000),
  publicId: z.string().max(500),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type LayoutImage = z.output<typeof layoutImageSchema>;

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- declared for its type (the z.output below): nothing parses with it
const ventureSchema = ventureInputSchema.extend({
  ...storedFields,
  /** The plan (null before one is uploaded) and the layout's version (every save adds one). */
  layout: z.object({ image: layoutImageSchema.nullable(), version: z.number().int().min(0) }),
});
export type Venture = z.output<typeof ventureSchema>;

const planNumber = z.number().finite().min(0).max(1_000_000);
const point = z.tuple([planNumber, planNumber]);

/**
 * One shape of a layout, in plan units (the plan image's pixels, y down): a plot (its label its
 * number; linked to its plot once there is one) or a named non-sale area (a road, a park…).
 */
export const layoutShapeSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/),
  kind: z.enum(['plot', ...LAYOUT_AREA_KINDS]),
  label: z.string().trim().max(60).default(''),
  points: z.array(point).min(3, messageKey('layoutShapeTooFewPoints')).max(LAYOUT_POINTS_MAX, messageKey('tooManyItems', { max: LAYOUT_POINTS_MAX })),
  plotId: z.string().min(1).max(128).nullable().default(null),
});
export type LayoutShape = z.output<typeof layoutShapeSchema>;
export type LayoutShapeInput = z.input<typeof layoutShapeSchema>;

/** The editor's save: the whole layout, and the version it was loaded at (a stale save is refused). */
export const layoutSaveSchema = z.object({
  version: z.number().int().min(0),
  shapes: z.array(layoutShapeSchema).max(LAYOUT_SHAPES_MAX, messageKey('tooManyItems', { max: LAYOUT_SHAPES_MAX })),
});
export type LayoutSave = z.output<typeof layoutSaveSchema>;

/** A layout as stored: its version and shapes. */
export interface Layout {
  version: number;
  shapes: LayoutShape[];
}

/** Several plots' status set at once (the editor's selection): one request, one write. */
export const plotStatusChangeSchema = z.object({
  plotIds: z
    .array(z.string().min(1).max(128))
    .min(1, messageKey('plotsToChangeRequired'))
    .max(BULK_STATUS_MAX, messageKey('tooManyItems', { max: BULK_STATUS_MAX })),
  // The status and, for 'reserved', the last day of the reservation (YYYY-MM-DD, India), as one plot's.
  ...plotStatusUpdateSchema.shape,
});
export type PlotStatusChange = z.output<typeof plotStatusChangeSchema>;

/** A rectangle of the plan to fill with a block of plots. */
export const blockSpecSchema = z
  .object({
    rect: z.object({ x: planNumber, y: planNumber, width: z.number().finite().positive(), height: z.number().finite().positive() }),
    rows: z.number().int().min(1).max(BLOCK_SIDE_MAX),
    columns: z.number().int().min(1).max(BLOCK_SIDE_MAX),
    /** '1, 2, 3…' or 'A-1, A-2…' (the prefix then the number). */
    numbering: z.enum(['numbers', 'prefixed']).default('numbers'),
    prefix: z
      .string()
      .trim()
      .max(4)
      .regex(/^[A-Za-z0-9/-]*$/, messageKey('plotNumberFormat'))
      .default(''),
    start: z.number().int().min(1).max(99_999).default(1),
    /** Numbers run along rows (left to right, then down) or down columns. */
    order: z.enum(['rows', 'columns']).default('rows'),
  })
  .refine((spec) => spec.rows * spec.columns <= BLOCK_PLOTS_MAX, { message: messageKey('blockTooLarge', { max: BLOCK_PLOTS_MAX }), path: ['rows'] });
export type BlockSpec = z.output<typeof blockSpecSchema>;

/** A plot of a venture as its page and editor show it: a few fields, never the whole record. */
export interface VenturePlot {
  id: string;
  /** The plot's number in the venture ('' when it has none yet). */
  number: string;
  status: PlotStatus;
  /** YYYY-MM-DD, '' unless reserved. */
  reservedUntil: string;
  areaSqFt: number;
  roadFacing: RoadFacing;
  pricePerSqYard: number;
  price: number;
  priceUnit: PriceUnit;
  /** The plot page's path segment ('{id}-{slug}'). */
  segment: string;
}

/** How many of a venture's plots stand in each status. */
export type StatusCounts = Record<PlotStatus, number>;

/** What /ventures lists and other pages link with. */
export interface VentureSummary {
  id: string;
  name: string;
  nameTe: string;
  /** '{id}-{slug}' of its page. */
  segment: string;
  village: { id: string; name: string; nameTe: string } | null;
  developer: string;
  layoutAuthority: Venture['layoutAuthority'];
  layoutPermitNumber: string;
  reraNumber: string;
  totalExtentAcres: number;
  saleStatus: Venture['saleStatus'];
  counts: StatusCounts;
  /** Every plot of the venture (any status). */
  plots: number;
  /** Its first photo; without photos, its layout coloured by status (its link-preview picture); null with neither. */
  cover: { url: string; alt: string } | null;
  updatedAt: string | null;
}

/** A shape of the public layout: a plot (with its plot) or a named area. */
export interface VentureShape {
  id: string;
  kind: LayoutShapeKind;
  label: string;
  points: [number, number][];
  /** Set on a plot shape linked to a plot. */
  plotId: string | null;
}

/** /api/ventures/{segment}: the venture's page. */
export interface VenturePage {
  venture: Omit<Venture, 'plotDefaults' | 'feetPerPlanUnit'>;
  summary: VentureSummary;
  shapes: VentureShape[];
  plots: VenturePlot[];
}

/** /api/ventures/{id}/availability: what an open venture page asks every VENTURE_POLL_SECONDS. */
export interface VentureAvailability {
  /** Changes whenever a status does (the og image's address carries it too). */
  version: string;
  statuses: Record<string, { status: PlotStatus; reservedUntil: string }>;
  counts: StatusCounts;
}

/** A venture as the back office lists it: its data and its plots' counts by status. */
export type VentureListItem = Venture & { counts: StatusCounts };

/** A plot of a venture as the layout editor lists it: its page's fields, its title, and how many leads have asked about it. */
export interface LayoutPlot extends VenturePlot {
  title: string;
  enquiries: number;
}

/** GET /api/admin/ventures/{id}/layout: what the editor opens with. */
export interface VentureLayout {
  venture: Venture;
  version: number;
  image: LayoutImage | null;
  shapes: LayoutShape[];
  plots: LayoutPlot[];
}

/**
 * POST /api/admin/ventures/{id}/plots: give a plot shape of the saved layout its plot — a new plot
 * made from the shape with the venture's defaults (each default may be overridden here), or, with
 * `plotId`, a plot that exists (it joins the venture).
 */
export const shapePlotSchema = z.object({
  shapeId: layoutShapeSchema.shape.id,
  plotId: z.string().trim().min(1).max(128).optional(),
  pricePerSqYard: z.number().finite().positive(messageKey('mustBePositive')).max(10_000_000).optional(),
  roadFacing: z.enum(ROAD_FACINGS).optional(),
  category: z.enum(PLOT_CATEGORIES).optional(),
  type: z.enum(PLOT_TYPES).optional(),
  /** Square feet; by default from the shape (a plan with a scale) or the venture's default size. */
  area: z.number().finite().positive(messageKey('mustBePositive')).max(100_000_000).optional(),
  roadWidth: z.number().finite().positive(messageKey('mustBePositive')).max(1000).optional(),
});
export type ShapePlot = z.output<typeof shapePlotSchema>;

/** A plot's venture as its page links it. */
interface PlotVentureLink {
  id: string;
  name: string;
  nameTe: string;
  /** '{id}-{slug}' of the venture's page. */
  segment: string;
}

/** A plot's village as its page shows it: a link to the village's page, and its market value (the full cost of buying). */
export interface PlotVillageLink {
  name: string;
  nameTe: string;
  slug: string;
  /** The government's market value per sq.yd; 0 when not entered (the visitor types one). */
  marketValuePerSqYd: number;
}

/**
 * GET /api/plots/{segment}: a plot as its page shows it, with its venture (its approvals then the
 * venture's: core/plot-approvals.ts; its documents checked with the venture's for the kinds it has
 * not checked: core/document-checks.ts) and its village (core/plot-village.ts).
 */
export type PublicPlot = Plot & { venture: PlotVentureLink | null; village: PlotVillageLink | null };
