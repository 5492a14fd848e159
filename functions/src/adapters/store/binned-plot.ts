import type { Plot } from '../../core/schemas/plot';
import type { Venture } from '../../core/schemas/venture';

/** What both stores keep beside a binned plot: its title for the list, its photos' ids for the purge and the orphan cleanup. */
export function binnedPlotFacts(plot: Plot): { title: string; imagePublicIds: string[] } {
  const ids = [plot.imagePublicId, ...plot.images.map((image) => image.publicId)].filter((id) => id.length > 0);
  return { title: plot.title, imagePublicIds: [...new Set(ids)] };
}

/** A binned plot coming back in no venture (its venture is gone): no venture, number or venture name. */
export const WITHOUT_VENTURE = { ventureId: '', plotNumber: '', ventureName: '' } as const;

/** What both stores keep beside a binned venture: its name for the list, its photos' and plan's ids for the purge and the orphan cleanup. */
export function binnedVentureFacts(venture: Venture): { title: string; imagePublicIds: string[] } {
  const ids = [...venture.images.map((image) => image.publicId), venture.layout.image?.publicId ?? ''].filter((id) => id.length > 0);
  return { title: venture.name, imagePublicIds: [...new Set(ids)] };
}
