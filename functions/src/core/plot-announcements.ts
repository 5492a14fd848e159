import type { AlertPlot } from './schemas/alert-item';
import type { Plot } from './schemas/plot';
import type { PlotVillageLink } from './schemas/venture';

/**
 * What a plot event announces to subscribers, whoever follows it (docs/decisions/017): a plot
 * listed (created available), its price lowered, or a plot of a venture freed (back to
 * available). Each has a key made of its content, not of the delivery: the same change delivered
 * again, or repeated, gives the same key, and the outbox's dedupe key (`{key}:{alertId}`) then
 * enqueues nothing new. A price lowered to the same figure twice announces once.
 */
export type PlotAnnouncement =
  | { kind: 'newPlot'; key: string; plot: Plot }
  | { kind: 'priceDrop'; key: string; plot: Plot; oldPrice: number }
  | { kind: 'ventureFreed'; key: string; ventureId: string; plot: Plot };

type PlotEvent = { type: 'plot.created'; plot: Plot } | { type: 'plot.updated'; before: Plot; after: Plot };

export function plotAnnouncements(event: PlotEvent): PlotAnnouncement[] {
  if (event.type === 'plot.created') {
    return event.plot.status === 'available' ? [{ kind: 'newPlot', key: `listed:${event.plot.id}`, plot: event.plot }] : [];
  }
  const { before, after } = event;
  const found: PlotAnnouncement[] = [];
  if (after.status === 'available' && after.price < before.price) {
    found.push({ kind: 'priceDrop', key: `drop:${after.id}:${after.price}`, plot: after, oldPrice: before.price });
  }
  const movedIn = before.ventureId !== after.ventureId;
  // A venture back from the bin links its plots again without editing them (their updatedAt stays): that frees nothing.
  const relinked = movedIn && before.ventureId === '' && after.updatedAt === before.updatedAt;
  if (after.ventureId !== '' && after.status === 'available' && (before.status !== 'available' || (movedIn && !relinked))) {
    // Freed at this edit: the edit's time tells this release from a later one of the same plot.
    found.push({ kind: 'ventureFreed', key: `freed:${after.id}:${after.updatedAt ?? after.createdAt}`, ventureId: after.ventureId, plot: after });
  }
  return found;
}

/** A plot as its alert shows it, with the village it is in (core/plot-village.ts; none: its location). */
export function alertPlotOf(plot: Plot, village: PlotVillageLink | null): AlertPlot {
  return {
    id: plot.id,
    title: plot.title,
    titleTe: plot.titleTe,
    village: village?.name ?? plot.location,
    villageTe: village?.nameTe ?? '',
    price: plot.price,
    priceUnit: plot.priceUnit,
    area: plot.area,
    imageUrl: plot.imageUrl,
  };
}
