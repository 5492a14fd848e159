import { MESSAGES } from '@core/messages';
import type { Blog } from '@core/schemas/blog';
import { useDeferredValue, useMemo, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { useBlogs } from '../api/get-blogs';
import { UpdateCard } from './update-card';

function matches(blog: Blog, query: string): boolean {
  return blog.title.toLowerCase().includes(query) || blog.content.toLowerCase().includes(query);
}

/** The updates, newest first, with a search on title or content (case-insensitive). */
export function UpdatesList() {
  const { blogs, error, retry } = useBlogs();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const visible = useMemo(() => {
    const sorted = [...(blogs ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return query ? sorted.filter((blog) => matches(blog, query)) : sorted;
  }, [blogs, query]);

  return (
    <div>
      <SearchInput
        id="updates-search"
        label="Search updates"
        value={search}
        onChange={setSearch}
        placeholder="Search by title or content..."
        pill
        className="mx-auto max-w-xl"
      />

      <div className="mt-8">
        {blogs === undefined ? (
          error ? (
            <ErrorState message="Could not load the updates." onRetry={retry} />
          ) : (
            <Spinner label="Loading updates…" />
          )
        ) : visible.length === 0 ? (
          <EmptyState title={MESSAGES.noUpdates}>{query ? 'Try another word, or clear the search.' : null}</EmptyState>
        ) : (
          <>
            <p className="sr-only" role="status">
              {query ? `${visible.length} of ${blogs.length} updates match` : `${blogs.length} updates`}
            </p>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {visible.map((blog) => (
                <li key={blog.id}>
                  <UpdateCard blog={blog} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
