import type { Blog, BlogData } from '../../core/schemas/blog';
import type { HistoryActor } from '../../core/schemas/lead-history';
import type { EventPublisher } from '../../ports/events';
import type { Store } from '../../ports/store';

/**
 * Blog Management (Amaravati updates). Every change is reported to the event publisher: creations
 * and deletions for the 'Total Blogs' counter, all of them for the cached public answers. A deleted
 * post goes to the bin (features/bin) for 30 days.
 */
export function createBlogsService(deps: { store: Store; events: EventPublisher }) {
  return {
    /** Newest first. */
    list(): Promise<Blog[]> {
      return deps.store.blogs.list();
    },

    async create(data: BlogData): Promise<Blog> {
      const blog = await deps.store.blogs.create(data);
      await deps.events.publish({ type: 'blog.created', blog });
      return blog;
    },

    /** null when there is no such post. */
    async update(id: string, data: BlogData): Promise<Blog | null> {
      const blog = await deps.store.blogs.update(id, data);
      if (blog) await deps.events.publish({ type: 'blog.updated', blog });
      return blog;
    },

    /**
     * Moves the post to the bin (decision 020), by `by`; false when there is no such post. Of two
     * deletes at once, only the one that moved it reports it.
     */
    async remove(id: string, by: HistoryActor): Promise<boolean> {
      const moved = await deps.store.bin.binBlog(id, by);
      if (!moved) return false;
      await deps.events.publish({ type: 'blog.deleted', blog: moved.blog });
      return true;
    },
  };
}
