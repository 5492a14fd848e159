import { ADMIN_PLOTS_PAGE_SIZE_MAX } from '../../core/constants';
import { siteDay } from '../../core/dates';
import {
  enquiriesPer100Views,
  INTEREST_LIST_LENGTH,
  MANY_VIEWS_NO_ENQUIRY_MIN,
  sumInterest,
  type PlotInterest,
} from '../../core/interest';
import { adminPlotSearchQuerySchema } from '../../core/schemas/plot-search';
import type { InterestFigures, InterestLists, InterestTotals, RankedPlot } from '../../core/schemas/interest';
import type { Store } from '../../ports/store';

/** A plot's figures with its enquiries per 100 views. */
function figuresOf(interest: PlotInterest): InterestFigures {
  return { ...interest, enquiriesPer100Views: enquiriesPer100Views(interest) };
}

/**
 * What the back office reads of interest per listing: the figures of a page of plots, the
 * dashboard's two lists, and the totals of a village's or a venture's plots. Over the 30 India days
 * ending today (views also over 7).
 */
export function createInterestService(deps: { store: Store; now?: () => Date }) {
  const today = () => siteDay(deps.now?.() ?? new Date());

  async function totalsOf(plotIds: readonly string[]): Promise<InterestTotals> {
    const figures = await deps.store.interest.totals(plotIds, today());
    return { plots: plotIds.length, ...figuresOf(sumInterest(Object.values(figures))) };
  }

  return {
    async plots(plotIds: readonly string[]): Promise<Record<string, InterestFigures>> {
      const figures = await deps.store.interest.totals(plotIds, today());
      return Object.fromEntries(Object.entries(figures).map(([id, interest]) => [id, figuresOf(interest)]));
    },

    /** The most viewed plots, and those with many views and no enquiry; plots deleted since are left out. */
    async lists(): Promise<InterestLists> {
      const recent = Object.entries(await deps.store.interest.recent(today())).filter(([, interest]) => interest.views30 > 0);
      const byViews = recent.sort(([idA, a], [idB, b]) => b.views30 - a.views30 || b.views7 - a.views7 || idA.localeCompare(idB));
      const ranked = async (entries: [string, PlotInterest][]): Promise<RankedPlot[]> => {
        const found: RankedPlot[] = [];
        for (const [id, interest] of entries) {
          if (found.length >= INTEREST_LIST_LENGTH) break;
          const plot = await deps.store.plots.get(id);
          if (plot) found.push({ id, title: plot.title, status: plot.status, ...figuresOf(interest) });
        }
        return found;
      };
      return {
        mostViewed: await ranked(byViews),
        viewedNoEnquiry: await ranked(byViews.filter(([, interest]) => interest.enquiries30 === 0 && interest.views30 >= MANY_VIEWS_NO_ENQUIRY_MIN)),
      };
    },

    /** A village's plots (those its name is in the location of, and its ventures'); null for no such region. */
    async village(regionId: string): Promise<InterestTotals | null> {
      const region = await deps.store.regions.get(regionId);
      if (!region) return null;
      const ids = new Set<string>();
      for (let page = 1; ; page += 1) {
        const found = await deps.store.plots.search(adminPlotSearchQuerySchema.parse({ location: region.region, status: 'all', pageSize: ADMIN_PLOTS_PAGE_SIZE_MAX, page }));
        for (const plot of found.items) ids.add(plot.id);
        if (page * ADMIN_PLOTS_PAGE_SIZE_MAX >= found.total || found.items.length === 0) break;
      }
      for (const venture of (await deps.store.ventures.list()).filter((one) => one.regionId === region.id)) {
        for (const plot of await deps.store.plots.byVenture(venture.id)) ids.add(plot.id);
      }
      return totalsOf([...ids]);
    },

    /** A venture's plots; null for no such venture. */
    async venture(ventureId: string): Promise<InterestTotals | null> {
      if (!(await deps.store.ventures.get(ventureId))) return null;
      return totalsOf((await deps.store.plots.byVenture(ventureId)).map((plot) => plot.id));
    },
  };
}
