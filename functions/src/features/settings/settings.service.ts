import type { SiteSettings } from '../../core/schemas/settings';
import type { EventPublisher } from '../../ports/events';
import type { Store } from '../../ports/store';

/**
 * The business details the public site shows (phone, address, links). A change is reported to the
 * event publisher: every cached page shows them in its footer, and the next request must too.
 */
export function createSettingsService(deps: { store: Store; events: EventPublisher }) {
  return {
    async put(settings: SiteSettings): Promise<SiteSettings> {
      const saved = await deps.store.settings.put(settings);
      await deps.events.publish({ type: 'settings.updated', settings: saved });
      return saved;
    },
  };
}
