import { NEW_REGION_DEFAULTS, type RegionPatch, type Region } from '../../core/schemas/region';
import type { EventPublisher } from '../../ports/events';
import type { Store } from '../../ports/store';

/**
 * Region Price Management. Every change is reported to the event publisher: the public price table
 * is cached standalone, and must show a new price on the very next request.
 */
export function createRegionsService(deps: { store: Store; events: EventPublisher }) {
  return {
    /** Newest first, as the admin table lists them. */
    list(): Promise<Region[]> {
      return deps.store.regions.list({ order: 'newest' });
    },

    /** A region named 'New Region' with every price 0, for the admin to fill in. */
    async create(): Promise<Region> {
      const region = await deps.store.regions.create(NEW_REGION_DEFAULTS);
      await deps.events.publish({ type: 'region.created', region });
      return region;
    },

    /** null when there is no such region. */
    async update(id: string, patch: RegionPatch): Promise<Region | null> {
      const region = await deps.store.regions.update(id, patch);
      if (region) await deps.events.publish({ type: 'region.updated', region });
      return region;
    },

    /** false when there is no such region. Of two deletes at once, only the one that deleted reports it. */
    async remove(id: string): Promise<boolean> {
      const region = await deps.store.regions.get(id);
      if (!region || !(await deps.store.regions.delete(id))) return false;
      await deps.events.publish({ type: 'region.deleted', region });
      return true;
    },
  };
}
