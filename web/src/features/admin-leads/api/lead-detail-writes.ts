import type { Lead, LeadUpdate } from '@core/schemas/lead';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api } from '@/lib/api-client';
import { withLead } from '../utils/lead-board';
import type { LeadDetailResponse } from './get-lead-detail';

/** After a lead changed: its page reads its history again; the board, the dashboard and its figures follow. */
function useRefreshAfterChange() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string, lead: Lead) => {
      void mutate<Lead[]>(adminApiPaths.leads(), (current) => (current ? withLead(current, lead) : current), { revalidate: false });
      void mutate(adminApiPaths.dashboard());
      void mutate(adminApiPaths.dashboardFigures());
      await mutate(adminApiPaths.lead(id));
    },
    [mutate],
  );
}

/** PATCH /api/admin/leads/:id with the page's form: status, follow-up, assignee, visit. */
export function useSaveLeadWork(id: string) {
  const refresh = useRefreshAfterChange();
  return useCallback(
    async (update: LeadUpdate): Promise<Lead> => {
      const lead = await api.patch<Lead>(adminApiPaths.lead(id), update);
      await refresh(id, lead);
      return lead;
    },
    [id, refresh],
  );
}

/** POST /api/admin/leads/:id/notes → the lead and its history with the note. */
export function useAddLeadNote(id: string) {
  const { mutate } = useSWRConfig();
  const refresh = useRefreshAfterChange();
  return useCallback(
    async (text: string): Promise<void> => {
      const detail = await api.post<Omit<LeadDetailResponse, 'admins'>>(adminApiPaths.leadNotes(id), { text });
      await mutate<LeadDetailResponse>(adminApiPaths.lead(id), (current) => (current ? { ...current, ...detail } : current), { revalidate: false });
      void refresh(id, detail.lead);
    },
    [id, mutate, refresh],
  );
}
