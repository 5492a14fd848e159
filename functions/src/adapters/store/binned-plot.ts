import type { Plot } from '../../core/schemas/plot';

/** What both stores keep beside a binned plot: its title for the list, its photos' ids for the purge and the orphan cleanup. */
export function binnedPlotFacts(plot: Plot): { title: string; imagePublicIds: string[] } {
  const ids = [plot.imagePublicId, ...plot.images.map((image) => image.publicId)].filter((id) => id.length > 0);
  return { title: plot.title, imagePublicIds: [...new Set(ids)] };
}

/** A binned plot coming back in no venture (its venture is gone): no venture, number or venture name. */
export const WITHOUT_VENTURE = { ventureId: '', plotNumber: '', ventureName: '' } as const;
