import { MESSAGES } from '@core/messages';
import type { Blog } from '@core/schemas/blog';
import { useDeferredValue, useMemo, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
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
      <div className="relative mx-auto max-w-xl">
        <label htmlFor="updates-search" className="sr-only">
          Search updates
        </label>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400"
        >
          <path
            fillRule="evenodd"
            d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.45 4.39l3.08 3.08a.75.75 0 1 1-1.06 1.06l-3.08-3.08A7 7 0 0 1 2 9Z"
            clipRule="evenodd"
          />
        </svg>
        <input
          id="updates-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by title or content..."
          autoComplete="off"
          enterKeyHint="search"
          className="block min-h-12 w-full rounded-full border border-slate-300 bg-white py-2 pl-11 pr-4 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
      </div>

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
