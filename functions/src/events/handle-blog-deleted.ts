import type { EventOf } from '../ports/events';
import { applyCounters } from './apply-counters';
import type { EventDeps } from './event-deps';

/** A post was deleted: 'Total Blogs' goes down by one. */
export async function handleBlogDeleted(deps: Pick<EventDeps, 'store' | 'log'>, event: EventOf<'blog.deleted'>): Promise<void> {
  await applyCounters(deps, event);
}
