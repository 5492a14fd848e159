import type { LeadStatus } from '@core/lead-status';
import type { Lead } from '@core/schemas/lead';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api, ApiError } from '@/lib/api-client';
import { withLead, withLeadStatus } from '../utils/lead-board';

/**
 * PATCH /api/admin/leads/:id with `{ status }`. The board shows the move at once; if saving fails
 * the card returns to its column (and the caller says so). The dashboard counters follow.
 */
export function useMoveLead() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (lead: Lead, to: LeadStatus): Promise<void> => {
      await mutate<Lead[]>(
        adminApiPaths.leads(),
        async (current) => withLead(current ?? [], await api.patch<Lead>(adminApiPaths.lead(lead.id), { status: to })),
        { optimisticData: (current) => withLeadStatus(current ?? [], lead.id, to), rollbackOnError: true, populateCache: true, revalidate: false },
      );
      void mutate(adminApiPaths.dashboard());
    },
    [mutate],
  );
}

/** DELETE /api/admin/leads/:id → 204; a lead someone else deleted already (404) is the result asked for. */
export function useDeleteLead() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string): Promise<void> => {
      await mutate<Lead[]>(
        adminApiPaths.leads(),
        async (current) => {
          try {
            await api.delete<void>(adminApiPaths.lead(id));
          } catch (failure) {
            if (!(failure instanceof ApiError && failure.status === 404)) throw failure;
          }
          return (current ?? []).filter((item) => item.id !== id);
        },
        { populateCache: true, revalidate: false },
      );
      void mutate(adminApiPaths.dashboard());
    },
    [mutate],
  );
}
