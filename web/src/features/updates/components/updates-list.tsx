import { messageKey } from '@core/message-key';
import { useDeferredValue, useMemo, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { useMessageText } from '@/i18n/message-text';
import { useLanguage, useT } from '@/i18n/use-language';
import { useBlogs } from '../api/get-blogs';
import { matchesUpdate, searchFold } from '../utils/update-search';
import { UpdateCard } from './update-card';

/** The updates, newest first, with a search on title or content (case-insensitive; the Telugu versions too on a Telugu page). */
export function UpdatesList() {
  const { blogs, error, retry } = useBlogs();
  const t = useT('updates');
  const message = useMessageText();
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(searchFold(search.trim()));
  const visible = useMemo(() => {
    const sorted = [...(blogs ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return query ? sorted.filter((blog) => matchesUpdate(blog, query, language)) : sorted;
  }, [blogs, query, language]);

  return (
    <div>
      <SearchInput
        id="updates-search"
        label={t.search.label}
        value={search}
        onChange={setSearch}
        placeholder={t.search.placeholder}
        pill
        className="mx-auto max-w-xl"
      />

      <div className="mt-8">
        {blogs === undefined ? (
          error ? (
            <ErrorState message={t.loadFailed} onRetry={retry} />
          ) : (
            <Spinner label={t.loading} />
          )
        ) : visible.length === 0 ? (
          <EmptyState title={message(messageKey('noUpdates'))}>{query ? t.search.noMatch : null}</EmptyState>
        ) : (
          <>
            <p className="sr-only" role="status">
              {query ? t.matching(visible.length, blogs.length) : t.count(blogs.length)}
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
