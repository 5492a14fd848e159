import type { Lead } from '@core/schemas/lead';
import useSWR from 'swr';

export const ADMIN_LEADS_KEY = '/api/admin/leads';

/** Polling period of the lead board: a new submission shows within this time without a reload. */
export const LEADS_REFRESH_INTERVAL_MS = 5000;

/**
 * GET /api/admin/leads, newest first, polled every 5 s (an unchanged answer is a cheap 304 thanks
 * to its ETag). Polling goes on in the background tab too, so the board is current when it comes back.
 */
export function useLeads() {
  const { data, error, isLoading, mutate } = useSWR<Lead[]>(ADMIN_LEADS_KEY, {
    refreshInterval: LEADS_REFRESH_INTERVAL_MS,
    refreshWhenHidden: false,
    // Keep retrying quietly: the next poll is the retry, and the page shows that it failed.
    errorRetryCount: 2,
  });
  return { leads: data, error: error as Error | undefined, isLoading, mutate, retry: () => void mutate() };
}
