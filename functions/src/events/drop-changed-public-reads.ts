import type { DomainEvent, DomainEventType } from '../ports/events';
import type { PublicTopic } from '../ports/public-cache';
import type { EventDeps } from './event-deps';

/**
 * Which public data each kind of change touches. Leads and their states are never public. Every
 * event type is listed (the compiler insists), so a new one has to say what it changes.
 */
const PUBLIC_TOPICS_CHANGED: Readonly<Record<DomainEventType, readonly PublicTopic[]>> = {
  'lead.created': [],
  'lead.statusChanged': [],
  'lead.deleted': [],
  // A venture's page shows its plots; its counts on /ventures are theirs.
  'plot.created': ['plots', 'ventures'],
  'plot.updated': ['plots', 'ventures'],
  'plot.deleted': ['plots', 'ventures'],
  // A plot's page shows its venture (name, approvals); a venture deleted unlinks its plots, and one
  // restored from the bin links them again.
  'venture.created': ['ventures', 'plots'],
  'venture.updated': ['ventures', 'plots'],
  'venture.deleted': ['ventures', 'plots'],
  'blog.created': ['blogs'],
  'blog.updated': ['blogs'],
  'blog.deleted': ['blogs'],
  'region.created': ['regions'],
  'region.updated': ['regions'],
  'region.deleted': ['regions'],
  // Nothing public shows a binned item.
  'bin.purged': [],
  'settings.updated': ['settings'],
  'buyingCosts.updated': ['settings'],
};

/**
 * Standalone, the server keeps public answers (API reads, rendered pages) in its own cache: a change
 * drops every answer made of what it changed, pages included, before the response to the write goes
 * out, so the next request reads the new data. On Firebase there is no such cache (the CDN's copies
 * expire by their Cache-Control), and this does nothing.
 */
export function dropChangedPublicReads(deps: Pick<EventDeps, 'publicCache'>, event: DomainEvent): void {
  const topics = PUBLIC_TOPICS_CHANGED[event.type];
  if (topics.length > 0) deps.publicCache?.drop(topics);
}
