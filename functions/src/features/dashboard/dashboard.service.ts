import { RECENT_LEADS_LIMIT } from '../../core/constants';
import { leadFigures, type LeadFigures } from '../../core/lead-figures';
import type { Lead } from '../../core/schemas/lead';
import type { Stats } from '../../core/stats';
import type { Store } from '../../ports/store';

export interface Dashboard {
  totals: Stats;
  recentLeads: Lead[];
}

/**
 * The dashboard: four counters read from the denormalised `stats` (one read, however many
 * leads and plots there are) and the latest leads. A counter below zero can only be drift the
 * reconcile job has not put right yet; it is shown as 0.
 */
export async function getDashboard(deps: { store: Store }): Promise<Dashboard> {
  const [stats, recentLeads] = await Promise.all([deps.store.stats.get(), deps.store.leads.list({ limit: RECENT_LEADS_LIMIT })]);
  return {
    totals: {
      leads: Math.max(0, stats.leads),
      newLeads: Math.max(0, stats.newLeads),
      blogs: Math.max(0, stats.blogs),
      plots: Math.max(0, stats.plots),
    },
    recentLeads,
  };
}

/**
 * The lead pipeline's figures (core/lead-figures.ts): worked out from every lead, so apart from
 * the counters above and asked for on their own (the dashboard shows them when they come).
 */
export async function getLeadFigures(deps: { store: Store; now?: () => Date }): Promise<LeadFigures> {
  return leadFigures(await deps.store.leads.list(), (deps.now ?? (() => new Date()))());
}
