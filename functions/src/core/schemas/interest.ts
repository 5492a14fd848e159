import { z } from 'zod';
import type { PlotStatus } from '../constants';
import { messageKey } from '../message-key';
import { INTEREST_KINDS, type PlotInterest } from '../interest';

/** What the plot page's beacon sends (POST /api/interest): the plot and what happened. Anything else is ignored. */
export const interestBeaconSchema = z.object({
  plotId: z.string().min(1).max(100),
  kind: z.enum(INTEREST_KINDS),
});

/** A plot's figures as the back office reads them (GET /api/admin/interest/…). */
export interface InterestFigures extends PlotInterest {
  /** Enquiries per 100 views over the 30 days, one decimal; null without a view. */
  enquiriesPer100Views: number | null;
}

/** The figures of a village's or a venture's plots added up, and how many plots they are. */
export interface InterestTotals extends InterestFigures {
  plots: number;
}

/** A plot in one of the dashboard's lists. */
export interface RankedPlot extends InterestFigures {
  id: string;
  title: string;
  status: PlotStatus;
}

export interface InterestLists {
  mostViewed: RankedPlot[];
  viewedNoEnquiry: RankedPlot[];
}

/** Plots whose figures one request reads: the admin plot list's largest page. */
const INTEREST_PLOTS_MAX = 100;

/** GET /api/admin/interest/plots?ids=a,b,c — the plots of the page shown, comma-separated. */
export const interestPlotsQuerySchema = z.object({
  ids: z
    .string()
    .default('')
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()).filter((id) => id !== ''))])
    .pipe(z.array(z.string().max(128)).max(INTEREST_PLOTS_MAX, messageKey('tooManyItems', { max: INTEREST_PLOTS_MAX }))),
});
