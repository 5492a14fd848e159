import { z } from 'zod';
import {
  ADMIN_PLOTS_PAGE_SIZE_MAX,
  FEATURED_MAX,
  MAX_SHORT_TEXT,
  PLOT_CATEGORIES,
  PLOT_SORTS,
  PLOT_STATUSES,
  PLOTS_PAGE_SIZE_DEFAULT,
  PLOTS_PAGE_SIZE_MAX,
  ROAD_FACINGS,
} from '../constants';
import { lenientNumber } from './fields';
import type { Plot } from './plot';

/**
 * The public plot search (docs/product.md §5): blank or non-numeric bounds are ignored; location is a
 * case-insensitive substring; status 'all' and road facing 'any' mean no filter; facing matches exactly;
 * `documents=verified` keeps the plots whose title papers are checked.
 * Prices are whole rupees, areas square feet.
 */
export const plotSearchQuerySchema = z.object({
  location: z
    .string()
    .trim()
    .max(MAX_SHORT_TEXT)
    .optional()
    .transform((value) => (value ? value : undefined)),
  priceMin: lenientNumber,
  priceMax: lenientNumber,
  areaMin: lenientNumber,
  areaMax: lenientNumber,
  status: z
    .enum([...PLOT_STATUSES, 'all'])
    .optional()
    .transform((value) => (value === 'all' ? undefined : value)),
  roadFacing: z
    .enum([...ROAD_FACINGS, 'any'])
    .optional()
    .transform((value) => (value === 'any' ? undefined : value)),
  category: z.enum(PLOT_CATEGORIES).optional(),
  featured: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /** 'verified': only plots whose own title papers are all checked (core/document-checks.ts documentsVerified); 'any' or none: every plot. */
  documents: z
    .enum(['verified', 'any'])
    .optional()
    .transform((value) => (value === 'verified' ? value : undefined)),
  sort: z.enum(PLOT_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PLOTS_PAGE_SIZE_MAX).default(PLOTS_PAGE_SIZE_DEFAULT),
});
export type PlotSearchQueryInput = z.input<typeof plotSearchQuerySchema>;
export type PlotSearchQuery = z.output<typeof plotSearchQuerySchema>;

/**
 * The admin plot list (Plots Management): the same filters, sorts and defaults as the public
 * search, but pages of up to ADMIN_PLOTS_PAGE_SIZE_MAX. The public limit stays as it is.
 */
export const adminPlotSearchQuerySchema = plotSearchQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PLOTS_PAGE_SIZE_MAX).default(PLOTS_PAGE_SIZE_DEFAULT),
});

export const featuredQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FEATURED_MAX).default(6),
});

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
export type PlotPage = Page<Plot>;
