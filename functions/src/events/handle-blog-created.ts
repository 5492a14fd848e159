import type { EventOf } from '../ports/events';
import { applyCounters } from './apply-counters';
import type { EventDeps } from './event-deps';

/** A post was published: 'Total Blogs' goes up by one. */
export async function handleBlogCreated(deps: Pick<EventDeps, 'store' | 'log'>, event: EventOf<'blog.created'>): Promise<void> {
  await applyCounters(deps, event);
}
