import type { Region } from './schemas/region';
import { villageSlug } from './site-paths';
import type { PlotVillageLink } from './schemas/venture';

/**
 * The village a plot is in: its venture's village when it has one; else the region whose name its
 * location names ('Plot near Thullur bus stand' → Thullur), the longest name first so that a name
 * inside another does not win; null when none does. The match ignores case, as the search's
 * location filter does.
 */
export function plotVillage(plot: { location: string }, ventureRegionId: string | null, regions: readonly Region[]): PlotVillageLink | null {
  const location = plot.location.toLowerCase();
  const region =
    (ventureRegionId ? regions.find((candidate) => candidate.id === ventureRegionId) : undefined) ??
    [...regions].sort((a, b) => b.region.length - a.region.length).find((candidate) => candidate.region.trim() !== '' && location.includes(candidate.region.toLowerCase()));
  return region ? { name: region.region, nameTe: region.regionTe, slug: villageSlug(region.region), marketValuePerSqYd: region.marketValuePerSqYd } : null;
}
