import { binCutoff, binDaysLeft, binExpiresAt, type BinItem, type BinKind } from '../../core/bin';
import { messageKey } from '../../core/message-key';
import type { Blog } from '../../core/schemas/blog';
import type { Lead } from '../../core/schemas/lead';
import type { Plot } from '../../core/schemas/plot';
import type { Region } from '../../core/schemas/region';
import type { Venture } from '../../core/schemas/venture';
import { villageSlug } from '../../core/site-paths';
import { conflict, notFound } from '../../http/errors';
import type { EventPublisher, NewDomainEvent } from '../../ports/events';
import type { Logger } from '../../ports/logger';
import { PlotNumberTakenError, type BinEntry, type Store } from '../../ports/store';
import { createKeyedLock } from '../keyed-lock';
import { relinkPlotShapes } from '../ventures/layout-links';

export interface BinDeps {
  store: Store;
  events: EventPublisher;
  log: Logger;
  now?: () => Date;
}

/**
 * The bin (decision 020): what a delete moved out of sight, for 30 days. A restore puts the item
 * back whole (same id, photos, history; a plot its venture, number and layout shapes; a post as it
 * was, nothing of it can clash; a region unless another took its name; a venture with its layout
 * and the plots it had that are still in no venture), or refuses
 * with 409 naming the clash when what must be unique was taken meanwhile, overwriting nothing. An
 * item leaves the bin for good by hand (one, or all) or by the daily purge; then `bin.purged` is
 * published (on Firebase the bin document's delete trigger runs the same handler) and its images go.
 */
export function createBinService(deps: BinDeps) {
  const now = deps.now ?? (() => new Date());
  const withLock = createKeyedLock();

  function asItem(entry: BinEntry, at: Date): BinItem {
    return {
      kind: entry.kind,
      id: entry.id,
      title: entry.title,
      deletedAt: entry.deletedAt,
      deletedBy: entry.deletedBy,
      expiresAt: binExpiresAt(entry.deletedAt).toISOString(),
      daysLeft: binDaysLeft(entry.deletedAt, at),
    };
  }

  /** Takes the item out of the bin for good; false when it is not there (purged already). */
  function purge(kind: BinKind, id: string): Promise<boolean> {
    return withLock(`${kind}:${id}`, async () => {
      const entry = await deps.store.bin.remove(kind, id);
      if (!entry) return false;
      deps.log.info('bin_item_purged', { kind, id });
      await deps.events.publish({ type: 'bin.purged', entry });
      return true;
    });
  }

  /** Purges each entry in turn; how many were still there. */
  async function purgeAll(entries: readonly BinEntry[]): Promise<number> {
    let removed = 0;
    for (const entry of entries) if (await purge(entry.kind, entry.id)) removed += 1;
    return removed;
  }

  async function restorePlot(id: string): Promise<Plot> {
    const [binned, entry] = await Promise.all([deps.store.bin.binnedPlot(id), deps.store.bin.get('plot', id)]);
    if (!binned || !entry) throw notFound(messageKey('binItemNotFound'));
    // A venture deleted meanwhile: the plot comes back on its own rather than naming no venture.
    const withoutVenture = binned.ventureId !== '' && (await deps.store.ventures.get(binned.ventureId)) === null;
    let plot: Plot | null;
    try {
      plot = await deps.store.bin.restorePlot(id, { withoutVenture });
    } catch (error) {
      if (!(error instanceof PlotNumberTakenError)) throw error;
      throw conflict(messageKey('binPlotNumberTaken', { number: error.plotNumber, venture: binned.ventureName || binned.ventureId }), undefined, { plotNumber: error.plotNumber });
    }
    if (!plot) throw notFound(messageKey('binItemNotFound'));
    await deps.events.publish({ type: 'plot.created', plot });
    if (plot.ventureId) await relinkPlotShapes(deps, plot.ventureId, plot.id, entry.links.layoutShapeIds);
    deps.log.info('bin_item_restored', { kind: 'plot', id, withoutVenture });
    return plot;
  }

  /** The item back from the store's restore, reported as created (its counters count it again); 404 when the bin holds no such item. */
  async function restored<T>(kind: BinKind, id: string, item: T | null, created: (item: T) => NewDomainEvent): Promise<T> {
    if (item === null) throw notFound(messageKey('binItemNotFound'));
    await deps.events.publish(created(item));
    deps.log.info('bin_item_restored', { kind, id });
    return item;
  }

  /** A post back as it was: nothing of it can clash. */
  async function restoreBlog(id: string): Promise<Blog> {
    return restored('blog', id, await deps.store.bin.restoreBlog(id), (blog) => ({ type: 'blog.created', blog }));
  }

  /** A region back, unless another region took its name meanwhile (its village page's address: core villageSlug). */
  async function restoreRegion(id: string): Promise<Region> {
    const entry = await deps.store.bin.get('region', id);
    if (!entry) throw notFound(messageKey('binItemNotFound'));
    const taken = (await deps.store.regions.list()).some((region) => villageSlug(region.region) === villageSlug(entry.title));
    if (taken) throw conflict(messageKey('binRegionNameTaken', { name: entry.title }));
    return restored('region', id, await deps.store.bin.restoreRegion(id), (region) => ({ type: 'region.created', region }));
  }

  /** A lead back as it was (counted again, its enquiries too; its new-lead mails were sent once and are not sent again). */
  async function restoreLead(id: string): Promise<Lead> {
    return restored('lead', id, await deps.store.bin.restoreLead(id), (lead) => ({ type: 'lead.created', lead }));
  }

  /** A venture back with its layout, photos and plan; its plots still in no venture join it again with their numbers. */
  async function restoreVenture(id: string): Promise<Venture> {
    const back = await deps.store.bin.restoreVenture(id);
    const venture = await restored('venture', id, back?.venture ?? null, (item) => ({ type: 'venture.created', venture: item }));
    deps.log.info('bin_venture_plots_relinked', { id, relinkedPlots: back?.relinkedPlots ?? 0 });
    return venture;
  }

  /** Each kind's restore. */
  const restorers: Record<BinKind, (id: string) => Promise<Plot | Blog | Region | Lead | Venture>> = {
    plot: restorePlot,
    blog: restoreBlog,
    region: restoreRegion,
    lead: restoreLead,
    venture: restoreVenture,
  };

  return {
    /** Newest deleted first, with the days each has left. */
    async list(): Promise<BinItem[]> {
      const at = now();
      return (await deps.store.bin.list()).map((entry) => asItem(entry, at));
    },

    /** Puts the item back whole; 404 when the bin holds no such item, 409 naming what was taken meanwhile. */
    restore(kind: BinKind, id: string): Promise<Plot | Blog | Region | Lead | Venture> {
      return withLock(`${kind}:${id}`, () => restorers[kind](id));
    },

    /** Deletes one item for good (its images too); false when the bin holds no such item. */
    purge,

    /** "Empty bin": every item for good; how many went. */
    async empty(): Promise<number> {
      return purgeAll(await deps.store.bin.list());
    },

    /** The daily purge: every item binned more than 30 days ago, for good; how many went. Run twice, the second run finds none. */
    async purgeExpired(): Promise<number> {
      return purgeAll(await deps.store.bin.deletedBefore(binCutoff(now())));
    },
  };
}
