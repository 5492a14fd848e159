import { randomUUID } from 'node:crypto';
import type { DomainEvent, EventPublisher, NewDomainEvent } from '../ports/events';
import { dropChangedPublicReads } from './drop-changed-public-reads';
import type { EventDeps } from './event-deps';
import { handleBinPurged } from './handle-bin-purged';
import { handleBlogCreated } from './handle-blog-created';
import { handleBlogDeleted } from './handle-blog-deleted';
import { handleLeadCreated } from './handle-lead-created';
import { handleLeadDeleted } from './handle-lead-deleted';
import { handleLeadStatusChanged } from './handle-lead-status-changed';
import { handlePlotCreated } from './handle-plot-created';
import { handlePlotDeleted } from './handle-plot-deleted';
import { handlePlotUpdated } from './handle-plot-updated';

/**
 * Runs the one handler of an event, after dropping the cached public answers it changes (first,
 * so a failing handler cannot leave them stale). Cloud triggers call the same handlers, one trigger
 * each; the events that need no background work (blog edits, regions, settings) have no trigger.
 */
export async function dispatchEvent(deps: EventDeps, event: DomainEvent): Promise<void> {
  dropChangedPublicReads(deps, event);
  switch (event.type) {
    case 'lead.created':
      await handleLeadCreated(deps, event);
      // The admins' mails go beside the request, never in it (events/lead-notices.ts).
      deps.leadNotices?.newLead(event);
      return;
    case 'lead.statusChanged':
      return handleLeadStatusChanged(deps, event);
    case 'lead.deleted':
      return handleLeadDeleted(deps, event);
    case 'plot.created':
      await handlePlotCreated(deps, event);
      // What it enqueued for the subscribers goes beside the request, never in it.
      deps.alertSender?.kick();
      return;
    case 'plot.updated':
      await handlePlotUpdated(deps, event);
      deps.alertSender?.kick();
      return;
    case 'plot.deleted':
      return handlePlotDeleted(deps, event);
    case 'bin.purged':
      return handleBinPurged(deps, event);
    case 'blog.created':
      return handleBlogCreated(deps, event);
    case 'blog.deleted':
      return handleBlogDeleted(deps, event);
    case 'venture.created':
    case 'venture.updated':
    case 'venture.deleted':
    case 'blog.updated':
    case 'region.created':
    case 'region.updated':
    case 'region.deleted':
    case 'settings.updated':
    case 'buyingCosts.updated':
      // Nothing but the cached answers above: no counter counts them, and the venture service
      // deletes the images a venture no longer shows itself (features/ventures).
      return;
    default: {
      const unknown: never = event;
      throw new Error(`No handler for event ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * The standalone stand-in for Firestore triggers: `publish` gives the event a fresh id and runs
 * its handler before resolving, so the dashboard counters are right when the response that
 * caused them goes out. It never rejects: the write it reports has happened and must not turn
 * into a failed request. A handler that fails is logged as `event_handler_failed`; the counters
 * are then put right by the reconcile job, a leftover image by the cleanup job.
 */
export function createLocalEventBus(deps: EventDeps, options: { newEventId?: () => string } = {}): EventPublisher {
  const newEventId = options.newEventId ?? randomUUID;
  return {
    async publish(input: NewDomainEvent): Promise<void> {
      const event = { ...input, id: newEventId() } as DomainEvent;
      try {
        await dispatchEvent(deps, event);
      } catch (error) {
        deps.log.error('event_handler_failed', {
          eventId: event.id,
          type: event.type,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    },
  };
}
