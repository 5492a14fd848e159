import { MAX_SHORT_TEXT, SQ_FT_PER_SQ_YD } from '../../core/constants';
import { siteDay } from '../../core/dates';
import { roundPlan, shapeAreaSqFt } from '../../core/layout-geometry';
import { messageKey } from '../../core/message-key';
import { droppedImages } from '../../core/plot-images';
import { emptyStatusCounts } from '../../core/plot-status';
import type { HistoryActor } from '../../core/schemas/lead-history';
import { plotInputSchema, type Plot, type PlotData } from '../../core/schemas/plot';
import type {
  LayoutImage,
  LayoutSave,
  LayoutShape,
  PlotStatusChange,
  ShapePlot,
  Venture,
  VentureData,
  VentureLayout,
  VentureListItem,
} from '../../core/schemas/venture';
import { deleteUnusedImage, deleteUnusedImages } from '../../events/delete-unused-image';
import { conflict, invalidForm } from '../../http/errors';
import { parseOrThrow } from '../../http/validate';
import type { EventPublisher } from '../../ports/events';
import type { Images } from '../../ports/images';
import type { Logger } from '../../ports/logger';
import type { Store } from '../../ports/store';
import { createKeyedLock } from '../keyed-lock';
import { assertChecksNotAhead, assertStatusAllowed, createPlotsService, refusingTakenNumbers, statusSet } from '../plots/plots.service';
import { changeLayout, unlinkPlotShapes } from './layout-links';
import { layoutProblems, normalisedShapes } from './layout-rules';
import { venturePlotOf } from './venture-plots';

/** The large rendition is what the site links (as the upload answered it), as for plots. */
const LINKED_IMAGE_WIDTH = 960;

export interface VenturesDeps {
  store: Store;
  images: Images;
  events: EventPublisher;
  log: Logger;
  now?: () => Date;
}

/**
 * Ventures (docs/product.md §3): their data and photos, their layout plan and the shapes drawn over
 * it, the plots made from those shapes, and many plots' statuses set at once. Writes to one venture
 * run one after another (its layout is compared-and-set by version, so two admins never overwrite
 * each other: the later save is refused with 409 and the version it must load). Every write is
 * reported to the event publisher (the cached public answers, the venture's counts); images a
 * venture no longer shows (a photo dropped, a plan replaced, the venture deleted) are deleted
 * here, in both modes, unless a plot or another venture shows them — a failed delete is left to
 * the nightly orphan cleanup.
 */
export function createVenturesService(deps: VenturesDeps) {
  const withLock = createKeyedLock();
  const plots = createPlotsService(deps);
  const today = () => siteDay((deps.now ?? (() => new Date()))());

  /** A photo's URL as the image store gives it for its id; an image from elsewhere keeps its own. */
  const linkedUrl = (image: { url: string; publicId: string }) => (image.publicId ? deps.images.urlFor(image.publicId, LINKED_IMAGE_WIDTH) : image.url);

  /** What gets stored for a valid form; 422 on `regionId` for a village that is not one of the regions. */
  async function toRecord(data: VentureData): Promise<VentureData> {
    assertChecksNotAhead(data.documents, today());
    if (!(await deps.store.regions.get(data.regionId))) throw invalidForm({ regionId: messageKey('ventureVillageRequired') });
    return { ...data, images: data.images.map((image) => ({ ...image, url: linkedUrl(image) })) };
  }

  /** 409 with the version saved meanwhile: the editor keeps its edits and loads that version. */
  async function stale(id: string): Promise<never> {
    const current = await deps.store.ventures.layout(id);
    throw conflict(messageKey('layoutStale'), undefined, { version: current?.version ?? 0 });
  }

  /** A change to the saved layout (layout-links.ts); 409 when someone kept saving in between. */
  async function changeSavedLayout(id: string, change: (shapes: LayoutShape[]) => LayoutShape[]): Promise<{ version: number } | null> {
    const saved = await changeLayout(deps.store, id, change);
    return saved === 'stale' ? stale(id) : saved;
  }

  async function reportUpdate(before: Venture): Promise<Venture> {
    const after = (await deps.store.ventures.get(before.id)) ?? before;
    await deps.events.publish({ type: 'venture.updated', before, after });
    return after;
  }

  return {
    /** Every venture (by name), with its plots' counts by status. */
    async list(): Promise<VentureListItem[]> {
      const ventures = await deps.store.ventures.list();
      const counts = await deps.store.stats.ventureCounts(ventures.map((venture) => venture.id));
      return ventures.map((venture) => ({ ...venture, counts: counts[venture.id] ?? emptyStatusCounts() }));
    },

    get(id: string): Promise<Venture | null> {
      return deps.store.ventures.get(id);
    },

    async create(data: VentureData): Promise<Venture> {
      const venture = await deps.store.ventures.create(await toRecord(data));
      await deps.events.publish({ type: 'venture.created', venture });
      return venture;
    },

    /**
     * The venture's data (PUT; never its layout); null when there is no such venture. Photos the
     * edit dropped are deleted; a new name goes onto its plots too (their cards show it).
     */
    update(id: string, data: VentureData): Promise<Venture | null> {
      return withLock(id, async () => {
        const before = await deps.store.ventures.get(id);
        if (!before) return null;
        const after = await deps.store.ventures.update(id, await toRecord(data));
        if (!after) return null;
        if (after.name !== before.name) {
          for (const plot of await deps.store.plots.byVenture(id)) await deps.store.plots.update(plot.id, { ventureName: after.name });
        }
        await deps.events.publish({ type: 'venture.updated', before, after });
        await deleteUnusedImages(deps, droppedImages(before.images, after.images), { ventureId: id, reason: 'image_replaced' });
        return after;
      });
    },

    /**
     * Moves the venture into the bin with its layout, photos and plan (decision 020: its images go
     * when it leaves the bin); its plots stay, unlinked, until it is restored. How many were
     * unlinked; null when there is no such venture.
     */
    remove(id: string, by: HistoryActor | null): Promise<{ venture: Venture; unlinkedPlots: number } | null> {
      return withLock(id, async () => {
        const binned = await deps.store.bin.binVenture(id, by);
        if (!binned) return null;
        const unlinkedPlots = binned.entry.links.venturePlots?.length ?? 0;
        await deps.events.publish({ type: 'venture.deleted', venture: binned.venture });
        deps.log.info('venture_binned', { id, unlinkedPlots });
        return { venture: binned.venture, unlinkedPlots };
      });
    },

    /** What the layout editor opens with; null when there is no such venture. */
    async layout(id: string): Promise<VentureLayout | null> {
      const [venture, layout, records] = await Promise.all([deps.store.ventures.get(id), deps.store.ventures.layout(id), deps.store.plots.byVenture(id)]);
      if (!venture || !layout) return null;
      const enquiries = await deps.store.leads.enquiryCounts(records.map((record) => record.id));
      return {
        venture,
        version: layout.version,
        image: venture.layout.image,
        shapes: layout.shapes,
        plots: records.map((record) => ({ ...venturePlotOf(record), title: record.title, enquiries: enquiries[record.id] ?? 0 })),
      };
    },

    /**
     * The editor's save of the whole layout, at the version it loaded: 409 (with the version saved
     * since) when someone saved in between; 422 naming each shape that breaks a rule (layout-rules.ts).
     * The new version; null when there is no such venture.
     */
    saveLayout(id: string, save: LayoutSave): Promise<{ version: number } | null> {
      return withLock(id, async () => {
        const [before, layout] = await Promise.all([deps.store.ventures.get(id), deps.store.ventures.layout(id)]);
        if (!before || !layout) return null;
        if (layout.version !== save.version) return stale(id);
        const shapes = normalisedShapes(save.shapes);
        const problems = layoutProblems(shapes, { plan: before.layout.image, plots: await deps.store.plots.byVenture(id) });
        if (Object.keys(problems).length > 0) throw invalidForm(problems);
        const saved = await deps.store.ventures.saveLayout(id, save.version, shapes);
        if (saved === 'stale') return stale(id);
        if (!saved) return null;
        await reportUpdate(before);
        return saved;
      });
    },

    /**
     * A new layout plan (bytes already judged an image of an allowed type): stored whole, then set
     * on the venture, then the one it replaces deleted. A plan of another size keeps the shapes
     * where they were on the drawing (each corner scaled with it). null, storing nothing, when there
     * is no such venture. InvalidImageError when the bytes do not decode.
     */
    setPlan(id: string, bytes: Buffer): Promise<{ image: LayoutImage; version: number } | null> {
      return withLock(id, async () => {
        const before = await deps.store.ventures.get(id);
        if (!before) return null;
        const plan = await deps.images.putPlan(bytes);
        const image: LayoutImage = { url: plan.url, publicId: plan.publicId, width: plan.width, height: plan.height };
        const set = await deps.store.ventures.setLayoutImage(id, image);
        if (!set) {
          await deps.images.delete(plan.publicId);
          return null;
        }
        let version = set.version;
        const previous = set.previous;
        if (previous && (previous.width !== image.width || previous.height !== image.height)) {
          const scale = (value: number, from: number, to: number) => Math.min(to, roundPlan((value * to) / from));
          const scaled = await changeSavedLayout(id, (shapes) =>
            shapes.map((shape) => ({ ...shape, points: shape.points.map(([x, y]) => [scale(x, previous.width, image.width), scale(y, previous.height, image.height)] as [number, number]) })),
          );
          version = scaled?.version ?? version;
        }
        await reportUpdate(before);
        if (previous) await deleteUnusedImage(deps, previous.publicId, { ventureId: id, reason: 'plan_replaced' });
        return { image, version };
      });
    },

    /**
     * Gives a plot shape of the saved layout its plot: a new one made from the shape (its label the
     * plot number; its area measured on the plan when the plan has a scale, else the venture's
     * default size; the venture's default price, facing, category, type and road; its village as
     * location), or an existing one, which joins the venture. The shape is linked in the same call
     * (the layout's version goes up). null when there is no such venture.
     */
    shapePlot(id: string, input: ShapePlot): Promise<{ plot: Plot; version: number } | null> {
      return withLock(id, async () => {
        const [venture, layout] = await Promise.all([deps.store.ventures.get(id), deps.store.ventures.layout(id)]);
        if (!venture || !layout) return null;
        const shape = layout.shapes.find((candidate) => candidate.id === input.shapeId);
        if (!shape) throw invalidForm({ shapeId: messageKey('layoutShapeNotFound') });
        if (shape.kind !== 'plot') throw invalidForm({ shapeId: messageKey('layoutShapeNotPlot') });
        const plot = input.plotId ? await joinVenture(venture, input.plotId, shape.label) : await plots.create(plotOfShape(venture, shape, input, await villageOf(venture)));
        const linked = await changeSavedLayout(id, (shapes) =>
          shapes.map((candidate) => (candidate.id === shape.id ? { ...candidate, plotId: plot.id } : candidate.plotId === plot.id ? { ...candidate, plotId: null } : candidate)),
        );
        if (!linked) return null;
        await reportUpdate(venture);
        return { plot, version: linked.version };
      });
    },

    /**
     * Gives several plots of the venture one status, in one store write, each change in its plot's
     * history by `by`: 422 on `reservedUntil` for a reservation without a good day, on `plotIds`
     * for a plot that is not the venture's. The plots as they are after; null when there is no such venture.
     */
    async setStatuses(id: string, change: PlotStatusChange, by: HistoryActor): Promise<{ plots: Plot[] } | null> {
      if (!(await deps.store.ventures.get(id))) return null;
      const set = statusSet(change.status, change.reservedUntil);
      assertStatusAllowed(set, today());
      const records = new Map((await deps.store.plots.byVenture(id)).map((record) => [record.id, record]));
      const ids = [...new Set(change.plotIds)];
      if (ids.some((plotId) => !records.has(plotId))) throw invalidForm({ plotIds: messageKey('plotNotInVenture') });
      const { plots: after } = await deps.store.plots.setStatuses(ids, set, by);
      for (const plot of after) {
        const was = records.get(plot.id);
        if (!was || (was.status === plot.status && was.reservedUntil === plot.reservedUntil)) continue;
        // setStatuses changes nothing else: the plot before is the plot after with its old status.
        await deps.events.publish({ type: 'plot.updated', before: { ...plot, status: was.status, reservedUntil: was.reservedUntil, updatedAt: was.updatedAt }, after: plot });
      }
      return { plots: after };
    },
  };

  /** The venture's village name (a plot's location), or the venture's own name when its region is gone. */
  async function villageOf(venture: Venture): Promise<string> {
    return (await deps.store.regions.get(venture.regionId))?.region || venture.name;
  }

  /**
   * An existing plot joins the venture (from none or another): it keeps its number when it had one
   * here, else takes the shape's label; 422 on `plotId` for a plot that does not exist, on
   * `plotNumber` for a number the venture has already.
   */
  async function joinVenture(venture: Venture, plotId: string, label: string): Promise<Plot> {
    const before = await deps.store.plots.get(plotId);
    if (!before) throw invalidForm({ plotId: messageKey('plotNotListed') });
    const plotNumber = before.ventureId === venture.id && before.plotNumber ? before.plotNumber : label.trim() || before.plotNumber;
    const after = await refusingTakenNumbers(() => deps.store.plots.update(plotId, { ventureId: venture.id, plotNumber, ventureName: venture.name }));
    if (!after) throw invalidForm({ plotId: messageKey('plotNotListed') });
    if (before.ventureId !== after.ventureId || before.plotNumber !== after.plotNumber) await deps.events.publish({ type: 'plot.updated', before, after });
    if (before.ventureId && before.ventureId !== venture.id) await unlinkPlotShapes(deps, before.ventureId, plotId);
    return after;
  }
}

/**
 * A new plot from a plot shape and the venture's defaults, as the plot form would send it (checked
 * by the same schema: a venture whose default price is 0 answers 422 on `pricePerSqYard`).
 */
function plotOfShape(venture: Venture, shape: LayoutShape, input: ShapePlot, village: string): PlotData {
  const number = shape.label.trim();
  const defaults = venture.plotDefaults;
  const measured = shapeAreaSqFt(shape.points, venture.feetPerPlanUnit);
  const area = input.area ?? (measured !== null ? Math.round(measured) : defaults.areaSqYd * SQ_FT_PER_SQ_YD);
  if (!number) throw invalidForm({ plotNumber: messageKey('plotNumberFormat') });
  return parseOrThrow(
    plotInputSchema,
    {
      title: `Plot ${number}, ${venture.name}`.slice(0, MAX_SHORT_TEXT),
      location: village,
      type: input.type ?? defaults.type,
      category: input.category ?? defaults.category,
      pricePerSqYard: input.pricePerSqYard ?? defaults.pricePerSqYard,
      area,
      roadWidth: input.roadWidth ?? defaults.roadWidth,
      roadFacing: input.roadFacing ?? defaults.roadFacing,
      status: 'available',
      coordinates: venture.coordinates,
      ventureId: venture.id,
      ventureName: venture.name,
      plotNumber: number,
      layoutAuthority: venture.layoutAuthority,
      layoutPermitNumber: venture.layoutPermitNumber,
      reraNumber: venture.reraNumber,
    },
    'body',
  );
}
