import type { BuyingCostSettings } from '../core/buying-cost';
import type { Blog } from '../core/schemas/blog';
import type { Lead } from '../core/schemas/lead';
import type { Plot } from '../core/schemas/plot';
import type { Region } from '../core/schemas/region';
import type { SiteSettings } from '../core/schemas/settings';
import type { Venture } from '../core/schemas/venture';
import type { BinEntry } from './store';

/**
 * What happened to the data, as the background work (events/) needs to know it. The shapes
 * follow what a Firestore trigger delivers (the document, or its before and after), so the
 * same handlers run behind the standalone in-process bus and behind the Cloud triggers.
 *
 * Some changes need no background work and no Cloud trigger (a blog edited, a region's prices, the
 * business details): they are events all the same, because standalone the server's cache of public
 * answers must forget what they change (events/drop-changed-public-reads.ts).
 *
 * `id` identifies one delivery of one change: the in-process bus makes a fresh one per
 * publish, a Cloud trigger passes its `event.id`, which stays the same across retries. Handlers
 * use it to apply each change once (StatsRepository.apply).
 */
export type DomainEvent =
  | { id: string; type: 'lead.created'; lead: Lead }
  | { id: string; type: 'lead.statusChanged'; before: Lead; after: Lead }
  | { id: string; type: 'lead.deleted'; lead: Lead }
  | { id: string; type: 'plot.created'; plot: Plot }
  | { id: string; type: 'plot.updated'; before: Plot; after: Plot }
  | { id: string; type: 'plot.deleted'; plot: Plot }
  // A venture's data, its plan or its layout's shapes; a plot's venture is on the plot (`ventureId`).
  | { id: string; type: 'venture.created'; venture: Venture }
  | { id: string; type: 'venture.updated'; before: Venture; after: Venture }
  | { id: string; type: 'venture.deleted'; venture: Venture }
  | { id: string; type: 'blog.created'; blog: Blog }
  | { id: string; type: 'blog.updated'; blog: Blog }
  | { id: string; type: 'blog.deleted'; blog: Blog }
  | { id: string; type: 'region.created'; region: Region }
  | { id: string; type: 'region.updated'; region: Region }
  | { id: string; type: 'region.deleted'; region: Region }
  // An item left the bin for good (emptied by hand or by the daily purge): its images go now.
  | { id: string; type: 'bin.purged'; entry: BinEntry }
  | { id: string; type: 'settings.updated'; settings: SiteSettings }
  | { id: string; type: 'buyingCosts.updated'; settings: BuyingCostSettings };

export type DomainEventType = DomainEvent['type'];

/** One kind of event, by its type. */
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** An event before the publisher gives it its id. */
export type NewDomainEvent = DomainEvent extends infer E ? (E extends DomainEvent ? Omit<E, 'id'> : never) : never;

/**
 * Where services report a write they made. Standalone: the in-process bus, which runs the
 * handlers before `publish` resolves (so counters are right when the response goes out) and
 * never rejects. On Firebase the Firestore triggers see the writes themselves, so the services
 * get a publisher that does nothing.
 */
export interface EventPublisher {
  publish(event: NewDomainEvent): Promise<void>;
}
