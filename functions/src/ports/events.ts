import type { Blog } from '../core/schemas/blog';
import type { Lead } from '../core/schemas/lead';
import type { Plot } from '../core/schemas/plot';

/**
 * What happened to the data, as the background work (events/) needs to know it. The shapes
 * follow what a Firestore trigger delivers (the document, or its before and after), so the
 * same handlers run behind the standalone in-process bus and behind the Cloud triggers.
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
  | { id: string; type: 'blog.created'; blog: Blog }
  | { id: string; type: 'blog.deleted'; blog: Blog };

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
