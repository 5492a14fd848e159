import type { NoticePrefs, NoticePrefsPatch } from '@core/schemas/notice-prefs';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api } from '@/lib/api-client';

/** GET /api/admin/notices: the signed-in admin's own choice of mails. */
export function useNoticePrefs() {
  const { data, error, isLoading, mutate } = useSWR<NoticePrefs>(adminApiPaths.notices(), (url: string) => api.get<NoticePrefs>(url, { cache: 'no-store' }));
  return { prefs: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}

/** PATCH /api/admin/notices: one answer or both → 200 NoticePrefs · 422. The page shows the saved choice. */
export function useSaveNoticePrefs() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (patch: NoticePrefsPatch): Promise<NoticePrefs> => {
      const saved = await api.patch<NoticePrefs>(adminApiPaths.notices(), patch);
      await mutate(adminApiPaths.notices(), saved, { revalidate: false });
      return saved;
    },
    [mutate],
  );
}
