import type { ActivityPage } from '@core/activity';
import useSWRInfinite from 'swr/infinite';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api } from '@/lib/api-client';

/** What the trail is filtered by: an admin's id, a kind, an item's id, an India day (YYYY-MM-DD). */
export interface ActivityFilters {
  admin?: string;
  kind?: string;
  item?: string;
  day?: string;
}

/**
 * GET /api/admin/activity, newest first, a page at a time: `more()` reads the page after the last
 * one read (its `next` cursor) and adds it below; the filters start again from the newest.
 */
export function useActivity(filters: ActivityFilters) {
  const { data, error, size, setSize, mutate, isValidating } = useSWRInfinite<ActivityPage>(
    (index: number, previous: ActivityPage | null) => {
      if (index === 0) return adminApiPaths.activity(filters);
      return previous?.next ? adminApiPaths.activity({ ...filters, cursor: previous.next }) : null;
    },
    (url: string) => api.get<ActivityPage>(url, { cache: 'no-store' }),
    { revalidateFirstPage: false },
  );
  const last = data?.at(-1);
  return {
    entries: data?.flatMap((page) => page.items),
    error: error as Error | undefined,
    retry: () => void mutate(),
    hasMore: Boolean(last?.next),
    loadingMore: isValidating && data !== undefined && data.length < size,
    more: () => void setSize(size + 1),
  };
}
