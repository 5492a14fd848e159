import { z } from 'zod';
import { MAX_SHORT_TEXT, PRICE_UNITS } from '../constants';

/**
 * What one alert says (docs/product.md, "Alerts"): a snapshot taken when the event happened, so
 * the mail says what was true then, and a queued alert needs no read of the plot, post or venture
 * when it is sent. Stored as the outbox item's JSON payload and read back with this schema.
 */

const text = z.string().max(MAX_SHORT_TEXT);
const rupees = z.number().int().min(0).max(1e12);

/** A plot as an alert shows it: its picture (an absolute address, or '' for none), price, area (sq ft), village and page. */
const alertPlotSchema = z.object({
  id: z.string().min(1).max(128),
  title: text,
  titleTe: text.default(''),
  village: text,
  villageTe: text.default(''),
  price: rupees,
  priceUnit: z.enum(PRICE_UNITS),
  area: z.number().positive().max(1e9),
  imageUrl: z.string().max(2000).default(''),
});
export type AlertPlot = z.output<typeof alertPlotSchema>;

/** The most plots one "plots freed in a venture" alert lists. */
/** Plots one venture mail lists at most (the drain gathers the plots freed together into mails of this many). */
export const ALERT_VENTURE_PLOTS_MAX = 50;
/** The longest opening of a post a news alert carries. */
export const ALERT_EXCERPT_MAX = 400;

export const alertItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('newPlot'), plot: alertPlotSchema }),
  z.object({ kind: z.literal('priceDrop'), plot: alertPlotSchema, oldPrice: rupees }),
  z.object({
    kind: z.literal('ventureFreed'),
    venture: z.object({ id: z.string().min(1).max(128), name: text, nameTe: text.default('') }),
    plots: z.array(alertPlotSchema).min(1).max(ALERT_VENTURE_PLOTS_MAX),
  }),
  z.object({
    kind: z.literal('news'),
    post: z.object({ id: z.string().min(1).max(128), title: text, titleTe: text.default(''), excerpt: z.string().max(ALERT_EXCERPT_MAX), excerptTe: z.string().max(ALERT_EXCERPT_MAX).default('') }),
  }),
]);
export type AlertItem = z.output<typeof alertItemSchema>;
export type AlertItemKind = AlertItem['kind'];
export const ALERT_ITEM_KINDS = ['newPlot', 'priceDrop', 'ventureFreed', 'news'] as const satisfies readonly AlertItemKind[];
