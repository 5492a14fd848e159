import { siteDay } from '../../core/dates';
import { checksInFuture, type DocumentChecks } from '../../core/document-checks';
import { messageKey } from '../../core/message-key';
import { withCoverImage } from '../../core/plot-images';
import { reservationProblem } from '../../core/plot-status';
import { priceUnitFor, totalPriceRupees } from '../../core/price';
import type { Plot, PlotData, PlotStatusUpdate } from '../../core/schemas/plot';
import type { PlotPage, PlotSearchQuery } from '../../core/schemas/plot-search';
import type { HistoryActor } from '../../core/schemas/lead-history';
import type { Venture } from '../../core/schemas/venture';
import { invalidForm } from '../../http/errors';
import type { EventPublisher } from '../../ports/events';
import type { Images } from '../../ports/images';
import type { Logger } from '../../ports/logger';
import { PlotNumberTakenError, type PlotRecord, type PlotStatusEntry, type PlotStatusSet, type Store } from '../../ports/store';
import { createKeyedLock } from '../keyed-lock';
import { shapesLinkedTo, unlinkPlotShapes } from '../ventures/layout-links';

/** The large rendition is what the site links (as the upload answered it). */
const LINKED_IMAGE_WIDTH = 960;

/** A write the store refuses for a plot number its venture has already answers 422 on `field`, naming the number. */
export async function refusingTakenNumbers<T>(write: () => Promise<T>, field = 'plotNumber'): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof PlotNumberTakenError) throw invalidForm({ [field]: messageKey('plotNumberTaken', { number: error.plotNumber }) });
    throw error;
  }
}

/** The status a plot is given: a reservation keeps its last day, any other status has none. */
export function statusSet(status: PlotStatusSet['status'], reservedUntil: string | undefined): PlotStatusSet {
  return { status, reservedUntil: status === 'reserved' ? (reservedUntil ?? '') : '' };
}

/**
 * 422 on `field` when a status cannot be given on `today` (India): a reservation without its last
 * day, or with a day already past or too far ahead (core/plot-status.ts).
 */
export function assertStatusAllowed(set: PlotStatusSet, today: string, field = 'reservedUntil'): void {
  const problem = reservationProblem(set.status, set.reservedUntil || undefined, today);
  if (problem) throw invalidForm({ [field]: problem });
}

/**
 * 422 naming each documents check dated after `today` (India), on `documents.checked.{kind}`: a
 * check is done on a day that has come (a plot's, a venture's).
 */
export function assertChecksNotAhead(documents: DocumentChecks, today: string): void {
  const ahead = checksInFuture(documents, today);
  if (ahead.length > 0) throw invalidForm(Object.fromEntries(ahead.map((kind) => [`documents.checked.${kind}`, messageKey('documentCheckDayInFuture')])));
}

/**
 * Plots Management. The total price and its unit are computed here from area and price per
 * square yard (docs/product.md §5: area / 9 × price; crores from ₹1,00,00,000), never taken from the
 * browser. A plot of a venture must name one that exists (its name is kept on the plot for the
 * cards), with a plot number no other plot of the venture has; a plot that leaves its venture
 * (moved, unlinked, deleted) leaves its shape on the venture's layout unlinked. Every status change
 * is recorded in the plot's status history with who made it, in the same write. Writes are reported to the event
 * publisher: counters (the dashboard's, the venture's), and the deletion of the photos a plot no
 * longer shows (dropped by an edit). A deleted plot goes to the bin (features/bin), photos and all.
 */
export function createPlotsService(deps: { store: Store; images: Images; events: EventPublisher; log: Logger; now?: () => Date }) {
  const withLock = createKeyedLock();
  const today = () => siteDay((deps.now ?? (() => new Date()))());

  /** The URL a stored image is linked by (as the upload answered it); an image from elsewhere keeps its own. */
  function linkedUrl(image: { url: string; publicId: string }): string {
    return image.publicId ? deps.images.urlFor(image.publicId, LINKED_IMAGE_WIDTH) : image.url;
  }

  /**
   * What gets stored for a valid form: the computed price, every photo at the URL the image store
   * gives for its id, cover first (a form of one image and no list makes that its one photo), the
   * venture's name when it has one, and a reservation's day only while reserved.
   */
  function toRecord(data: PlotData, venture: Venture | null): PlotRecord {
    const price = totalPriceRupees(data.area, data.pricePerSqYard);
    const photos = withCoverImage({ ...data, imageUrl: linkedUrl({ url: data.imageUrl, publicId: data.imagePublicId }) });
    const images = photos.images.map((image) => ({ ...image, url: linkedUrl(image) }));
    return withCoverImage({
      ...data,
      ...statusSet(data.status, data.reservedUntil),
      ...(venture ? { ventureName: venture.name } : {}),
      images,
      price,
      priceUnit: priceUnitFor(price),
    });
  }

  /** The venture a form names (null for none); 422 on `ventureId` when there is no such venture. */
  async function ventureOf(data: PlotData): Promise<Venture | null> {
    if (!data.ventureId) return null;
    const venture = await deps.store.ventures.get(data.ventureId);
    if (!venture) throw invalidForm({ ventureId: messageKey('ventureNotFound') });
    return venture;
  }

  /**
   * Writes a plot's record and, when its status or reservation changed, the status in the same
   * call as its history entry (`setStatuses`); reports the change. null when there is no such plot.
   */
  async function change(id: string, build: (before: Plot) => Promise<{ record: Partial<PlotRecord>; status?: PlotStatusSet }>, by: HistoryActor): Promise<Plot | null> {
    return withLock(id, async () => {
      const before = await deps.store.plots.get(id);
      if (!before) return null;
      const { record, status } = await build(before);
      const changesStatus = status !== undefined && (status.status !== before.status || status.reservedUntil !== before.reservedUntil);
      if (changesStatus) assertStatusAllowed(status, today());
      let after: Plot | null = before;
      if (Object.keys(record).length > 0) {
        after = await refusingTakenNumbers(() => deps.store.plots.update(id, { ...record, status: before.status, reservedUntil: before.reservedUntil }));
      }
      if (after && changesStatus) after = (await deps.store.plots.setStatuses([id], status, by)).plots[0] ?? null;
      if (!after) return null;
      // A status set to what it was is no change at all.
      if (after !== before) await deps.events.publish({ type: 'plot.updated', before, after });
      if (before.ventureId && before.ventureId !== after.ventureId) await unlinkPlotShapes(deps, before.ventureId, id);
      return after;
    });
  }

  return {
    search(query: PlotSearchQuery): Promise<PlotPage> {
      return deps.store.plots.search(query);
    },

    /** 422 for a venture that does not exist, a plot number its venture has, a reservation without a good day, a document checked on a day to come. */
    async create(data: PlotData): Promise<Plot> {
      assertChecksNotAhead(data.documents, today());
      const venture = await ventureOf(data);
      const record = toRecord(data, venture);
      assertStatusAllowed(statusSet(record.status, record.reservedUntil), today());
      const plot = await refusingTakenNumbers(() => deps.store.plots.create(record));
      await deps.events.publish({ type: 'plot.created', plot });
      return plot;
    },

    /** The whole plot (PUT); null when there is no such plot. A status change goes into its history, by `by`. */
    replace(id: string, data: PlotData, by: HistoryActor): Promise<Plot | null> {
      return change(
        id,
        async () => {
          assertChecksNotAhead(data.documents, today());
          const record = toRecord(data, await ventureOf(data));
          return { record, status: statusSet(record.status, record.reservedUntil) };
        },
        by,
      );
    },

    /** The list card's status change; null when there is no such plot. */
    setStatus(id: string, update: PlotStatusUpdate, by: HistoryActor): Promise<Plot | null> {
      return change(id, async () => ({ record: {}, status: statusSet(update.status, update.reservedUntil) }), by);
    },

    /** A plot's status changes, oldest first; null when there is no such plot and nothing was ever recorded for it. */
    async statusHistory(id: string): Promise<PlotStatusEntry[] | null> {
      const [plot, history] = await Promise.all([deps.store.plots.get(id), deps.store.plots.statusHistory(id)]);
      return plot || history.length > 0 ? history : null;
    },

    /**
     * Moves the plot to the bin (decision 020), by `by`, with the shapes of its venture's layout it
     * was linked to (unlinked now, linked again by a restore); false when there is no such plot. Its
     * photos stay until it leaves the bin for good.
     */
    remove(id: string, by: HistoryActor): Promise<boolean> {
      return withLock(id, async () => {
        const plot = await deps.store.plots.get(id);
        if (!plot) return false;
        const layoutShapeIds = plot.ventureId ? await shapesLinkedTo(deps.store, plot.ventureId, id) : [];
        const moved = await deps.store.bin.binPlot(id, by, { layoutShapeIds });
        if (!moved) return false;
        await deps.events.publish({ type: 'plot.deleted', plot: moved.plot });
        if (plot.ventureId) await unlinkPlotShapes(deps, plot.ventureId, id);
        return true;
      });
    },
  };
}
