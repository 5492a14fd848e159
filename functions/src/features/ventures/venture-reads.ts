import { plotDocumentChecks } from '../../core/document-checks';
import { plotApprovals } from '../../core/plot-approvals';
import { plotVillage } from '../../core/plot-village';
import { countStatuses, emptyStatusCounts, totalOf } from '../../core/plot-status';
import type { Plot } from '../../core/schemas/plot';
import type { Region } from '../../core/schemas/region';
import type { PublicPlot, StatusCounts, Venture, VentureAvailability, VenturePage, VenturePlot, VentureShape, VentureSummary } from '../../core/schemas/venture';
import { ventureCurrentPicture } from '../../core/link-preview-paths';
import { ventureAvailability } from '../../core/venture-availability';
import { ventureIdCandidates, venturePathSegment } from '../../core/venture-path';
import { isDocumentId } from '../../http/params';
import type { Store } from '../../ports/store';
import { venturePlotOf } from './venture-plots';

/**
 * What the public pages read of ventures (features/public-reads serves them, cached like the
 * other reads): the list of /ventures, a venture's page with its layout and its plots, and the
 * plots' statuses an open page polls. The editor-only fields (the plots' defaults, the plan's
 * scale) never leave the back office.
 */
export function createVentureReads(store: Store) {
  /** The venture a page's segment names: each id it may start with, shortest first (core/venture-path.ts). */
  async function ventureBySegment(segment: string): Promise<Venture | null> {
    for (const id of ventureIdCandidates(segment).filter(isDocumentId)) {
      const venture = await store.ventures.get(id);
      if (venture) return venture;
    }
    return null;
  }

  function summaryOf(venture: Venture, regions: readonly Region[], counts: StatusCounts): VentureSummary {
    const region = regions.find((candidate) => candidate.id === venture.regionId);
    // Without photos, the layout as it is today (coloured by status), which says more than an empty frame.
    const photo = venture.images[0];
    const cover = photo ? { url: photo.url, alt: photo.alt || venture.name } : venture.layout.image ? { url: ventureCurrentPicture(venture), alt: venture.name } : null;
    return {
      id: venture.id,
      name: venture.name,
      nameTe: venture.nameTe,
      segment: venturePathSegment(venture),
      village: region ? { id: region.id, name: region.region, nameTe: region.regionTe } : null,
      developer: venture.developer,
      layoutAuthority: venture.layoutAuthority,
      layoutPermitNumber: venture.layoutPermitNumber,
      reraNumber: venture.reraNumber,
      totalExtentAcres: venture.totalExtentAcres,
      saleStatus: venture.saleStatus,
      counts,
      plots: totalOf(counts),
      cover,
      updatedAt: venture.updatedAt,
    };
  }

  return {
    /** Every venture (by name) with its village, approvals and its plots' counts by status (kept by the events). */
    async summaries(): Promise<VentureSummary[]> {
      const [ventures, regions] = await Promise.all([store.ventures.list(), store.regions.list()]);
      const counts = await store.stats.ventureCounts(ventures.map((venture) => venture.id));
      return ventures.map((venture) => summaryOf(venture, regions, counts[venture.id] ?? emptyStatusCounts()));
    },

    /** A venture's page by its segment ({id}-{slug}, or any segment starting with its id); null when none. */
    async page(segment: string): Promise<VenturePage | null> {
      const venture = await ventureBySegment(segment);
      if (!venture) return null;
      const [layout, records, regions] = await Promise.all([store.ventures.layout(venture.id), store.plots.byVenture(venture.id), store.regions.list()]);
      const plots: VenturePlot[] = records.map(venturePlotOf);
      const ids = new Set(plots.map((plot) => plot.id));
      // A shape names only a plot of the venture (one that left it since reads as not linked yet).
      const shapes: VentureShape[] = (layout?.shapes ?? []).map((shape) => ({ id: shape.id, kind: shape.kind, label: shape.label, points: shape.points, plotId: shape.plotId && ids.has(shape.plotId) ? shape.plotId : null }));
      const { plotDefaults: _defaults, feetPerPlanUnit: _scale, ...shown } = venture;
      return { venture: shown, summary: summaryOf(venture, regions, countStatuses(plots)), shapes, plots };
    },

    /** Every plot's status and reservation day, the counts and their version; null for no such venture. */
    async availability(id: string): Promise<VentureAvailability | null> {
      if (!isDocumentId(id) || !(await store.ventures.get(id))) return null;
      return ventureAvailability(await store.plots.byVenture(id));
    },

    /** A plot as its page shows it: with its venture (name, page) and the venture's approvals and documents checked when it has one. */
    async publicPlot(plot: Plot): Promise<PublicPlot> {
      const [venture, regions] = await Promise.all([plot.ventureId ? store.ventures.get(plot.ventureId) : null, store.regions.list()]);
      const village = plotVillage(plot, venture?.regionId ?? null, regions);
      if (!venture) return { ...plot, venture: null, village };
      return {
        ...plot,
        ...plotApprovals(plot, venture),
        documents: plotDocumentChecks(plot.documents, venture.documents),
        ventureName: venture.name,
        venture: { id: venture.id, name: venture.name, nameTe: venture.nameTe, segment: venturePathSegment(venture) },
        village,
      };
    },
  };
}
