import type { NoticePrefs } from '@core/schemas/notice-prefs';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiPaths } from '@/config/api-paths';
import { api } from '@/lib/api-client';

/** GET /api/admin/notices: the signed-in admin's own choice of mails. */
export function useNoticePrefs() {
  const { data, error, isLoading, mutate } = useSWR<NoticePrefs>(apiPaths.admin.notices(), (url: string) => api.get<NoticePrefs>(url, { cache: 'no-store' }));
  return { prefs: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}

/** PUT /api/admin/notices: 200 NoticePrefs · 422. The page shows the saved choice. */
export function useSaveNoticePrefs() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (prefs: NoticePrefs): Promise<NoticePrefs> => {
      const saved = await api.put<NoticePrefs>(apiPaths.admin.notices(), prefs);
      await mutate(apiPaths.admin.notices(), saved, { revalidate: false });
      return saved;
    },
    [mutate],
  );
}
