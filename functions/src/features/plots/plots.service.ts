import type { PlotStatus } from '../../core/constants';
import { withCoverImage } from '../../core/plot-images';
import { priceUnitFor, totalPriceRupees } from '../../core/price';
import type { Plot, PlotData } from '../../core/schemas/plot';
import type { PlotPage, PlotSearchQuery } from '../../core/schemas/plot-search';
import type { EventPublisher } from '../../ports/events';
import type { Images } from '../../ports/images';
import type { PlotRecord, Store } from '../../ports/store';
import { createKeyedLock } from '../keyed-lock';

/** The large rendition is what the site links (as the upload answered it). */
const LINKED_IMAGE_WIDTH = 960;

/**
 * Plots Management. The total price and its unit are computed here from area and price per
 * square yard (docs/product.md §5: area / 9 × price; crores from ₹1,00,00,000), never taken from the
 * browser. Writes are reported to the event publisher: counters, and the deletion of the photos a
 * plot no longer shows (dropped by an edit, or the plot deleted).
 */
export function createPlotsService(deps: { store: Store; images: Images; events: EventPublisher }) {
  const withLock = createKeyedLock();

  /** The URL a stored image is linked by (as the upload answered it); an image from elsewhere keeps its own. */
  function linkedUrl(image: { url: string; publicId: string }): string {
    return image.publicId ? deps.images.urlFor(image.publicId, LINKED_IMAGE_WIDTH) : image.url;
  }

  /**
   * What gets stored for a valid form: the computed price, and every photo at the URL the image
   * store gives for its id, cover first (a form of one image and no list makes that its one photo).
   */
  function toRecord(data: PlotData): PlotRecord {
    const price = totalPriceRupees(data.area, data.pricePerSqYard);
    const photos = withCoverImage({ ...data, imageUrl: linkedUrl({ url: data.imageUrl, publicId: data.imagePublicId }) });
    const images = photos.images.map((image) => ({ ...image, url: linkedUrl(image) }));
    return withCoverImage({ ...data, images, price, priceUnit: priceUnitFor(price) });
  }

  async function change(id: string, record: Partial<PlotRecord>): Promise<Plot | null> {
    return withLock(id, async () => {
      const before = await deps.store.plots.get(id);
      if (!before) return null;
      const after = await deps.store.plots.update(id, record);
      if (!after) return null;
      await deps.events.publish({ type: 'plot.updated', before, after });
      return after;
    });
  }

  return {
    search(query: PlotSearchQuery): Promise<PlotPage> {
      return deps.store.plots.search(query);
    },

    async create(data: PlotData): Promise<Plot> {
      const plot = await deps.store.plots.create(toRecord(data));
      await deps.events.publish({ type: 'plot.created', plot });
      return plot;
    },

    /** The whole plot (PUT); null when there is no such plot. */
    replace(id: string, data: PlotData): Promise<Plot | null> {
      return change(id, toRecord(data));
    },

    setStatus(id: string, status: PlotStatus): Promise<Plot | null> {
      return change(id, { status });
    },

    /** false when there is no such plot. Its photos are deleted by the plot.deleted handler. */
    remove(id: string): Promise<boolean> {
      return withLock(id, async () => {
        const plot = await deps.store.plots.get(id);
        if (!plot || !(await deps.store.plots.delete(id))) return false;
        await deps.events.publish({ type: 'plot.deleted', plot });
        return true;
      });
    },
  };
}
