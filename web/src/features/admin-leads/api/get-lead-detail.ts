import type { Lead } from '@core/schemas/lead';
import type { LeadHistoryEntry } from '@core/schemas/lead-history';
import useSWR from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';
import { ApiError } from '@/lib/api-client';

/** GET /api/admin/leads/:id: the lead, its history (its creation first) and the admins it can be assigned to. */
export interface LeadDetailResponse {
  lead: Lead;
  history: LeadHistoryEntry[];
  admins: { id: string; email: string }[];
}

/** One lead's page data; refreshed when the tab comes back, so a colleague's note shows up. */
export function useLeadDetail(id: string) {
  const { data, error, mutate } = useSWR<LeadDetailResponse>(adminApiPaths.lead(id), { revalidateOnFocus: true, errorRetryCount: 2 });
  const failure = error as Error | undefined;
  return {
    detail: data,
    error: failure,
    notFound: failure instanceof ApiError && failure.status === 404,
    retry: () => void mutate(),
  };
}
