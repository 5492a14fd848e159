import type { StatDeltas } from '../core/stats';
import type { Lead } from '../core/schemas/lead';
import type { DomainEvent } from '../ports/events';

/**
 * What an event changes on the dashboard counters, or null when it changes none: the one table
 * every handler and both stores go by. 'New Leads' counts status 'new' exactly (as the reconcile
 * job counts it), so a lead counts there only while it is 'new', and a board move changes it only
 * out of or into 'new'.
 */
export function counterDeltas(event: DomainEvent): StatDeltas | null {
  switch (event.type) {
    case 'lead.created':
      return { leads: 1, newLeads: isNew(event.lead) ? 1 : 0 };
    case 'lead.deleted':
      return { leads: -1, newLeads: isNew(event.lead) ? -1 : 0 };
    case 'lead.statusChanged': {
      const newLeads = (isNew(event.after) ? 1 : 0) - (isNew(event.before) ? 1 : 0);
      return newLeads === 0 ? null : { newLeads };
    }
    case 'plot.created':
      return { plots: 1 };
    case 'plot.deleted':
      return { plots: -1 };
    case 'blog.created':
      return { blogs: 1 };
    case 'blog.deleted':
      return { blogs: -1 };
    case 'plot.updated':
    case 'venture.created':
    case 'venture.updated':
    case 'venture.deleted':
    case 'blog.updated':
    case 'region.created':
    case 'region.updated':
    case 'region.deleted':
    case 'settings.updated':
    case 'buyingCosts.updated':
    case 'bin.purged':
      return null;
    default: {
      const unknown: never = event;
      throw new Error(`No counter rule for event ${JSON.stringify(unknown)}`);
    }
  }
}

function isNew(lead: Lead): boolean {
  return lead.status === 'new';
}
