/**
 * What ventures (approved layouts) and their layout plans are made of, and their limits. Apart
 * from core/constants.ts, which every public page loads: only the venture pages, the layout editor
 * and the server need these.
 */

/** How far a reservation may run: at most this many days from today (India time). */
export const RESERVATION_DAYS_MAX = 90;

/** Where a venture (an approved layout) stands as a whole. */
export const VENTURE_SALE_STATUSES = ['upcoming', 'selling', 'sold-out'] as const;
export type VentureSaleStatus = (typeof VENTURE_SALE_STATUSES)[number];

/** What a layout's non-sale areas are (a shape that is not a plot). */
export const LAYOUT_AREA_KINDS = ['road', 'park', 'amenity', 'temple', 'water', 'other'] as const;
export type LayoutAreaKind = (typeof LAYOUT_AREA_KINDS)[number];
export const LAYOUT_SHAPE_KINDS = ['plot', ...LAYOUT_AREA_KINDS] as const;
export type LayoutShapeKind = (typeof LAYOUT_SHAPE_KINDS)[number];

/** A layout's limits: its shapes, the corners of one shape, the plan's file. */
export const LAYOUT_SHAPES_MAX = 800;
export const LAYOUT_POINTS_MAX = 64;
export const LAYOUT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** A plan image is kept at most this wide or tall (plan units are its pixels). */
export const LAYOUT_IMAGE_MAX_SIDE = 4000;
/** Plots whose status one request may change at once. */
export const BULK_STATUS_MAX = 600;
/** Plots one venture enquiry may name. */
export const ENQUIRY_PLOTS_MAX = 20;
/** A block generated at once: rows × columns. */
export const BLOCK_SIDE_MAX = 40;
export const BLOCK_PLOTS_MAX = 400;
/** A plot's number inside its venture: '27', 'A-14', 'B/3'. */
export const PLOT_NUMBER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9/-]{0,10}[A-Za-z0-9])?$/;
/** How often an open venture page asks whether its plots changed. */
export const VENTURE_POLL_SECONDS = 30;
