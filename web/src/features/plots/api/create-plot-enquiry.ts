import type { PlotEnquiryForm } from '@core/schemas/lead';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiPaths } from '@/config/api-paths';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api } from '@/lib/api-client';
import { leadOrigin } from '@/lib/lead-origin';

/** A venture page's enquiry also names the venture and every plot picked on its plan. */
export type PlotEnquirySubmission = PlotEnquiryForm & { website: string; ventureId?: string; plotIds?: string[] };

/**
 * POST /api/plot-enquiries: a lead linked to the plot, status 'new'. An admin signed in on
 * this device sees it on the leads board and the dashboard without a reload.
 */
export function useCreatePlotEnquiry(): (input: PlotEnquirySubmission) => Promise<{ id: string }> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: PlotEnquirySubmission) => {
      const created = await api.post<{ id: string }>(apiPaths.plotEnquiries(), { ...input, origin: leadOrigin() });
      void mutate(adminApiPaths.leads());
      void mutate(adminApiPaths.dashboard());
      return created;
    },
    [mutate],
  );
}
