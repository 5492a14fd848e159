import type { Lead } from '@core/schemas/lead';
import useSWR from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';

/** Polling period of the lead board: a new submission shows within this time without a reload. */
const LEADS_REFRESH_INTERVAL_MS = 5000;

/**
 * GET /api/admin/leads, newest first, polled every 5 s while the tab is visible (an unchanged
 * answer is a cheap 304 thanks to its ETag); a tab coming back to the front revalidates at once.
 */
export function useLeads() {
  const { data, error, isLoading, mutate } = useSWR<Lead[]>(adminApiPaths.leads(), {
    refreshInterval: LEADS_REFRESH_INTERVAL_MS,
    refreshWhenHidden: false,
    // Keep retrying quietly: the next poll is the retry, and the page shows that it failed.
    errorRetryCount: 2,
  });
  return { leads: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
