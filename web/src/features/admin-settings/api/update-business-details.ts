import type { SiteSettings } from '@core/schemas/settings';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiPaths } from '@/config/api-paths';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api } from '@/lib/api-client';

/** PUT /api/admin/settings; the public settings key takes the saved answer at once. */
export function useUpdateBusinessDetails() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: SiteSettings): Promise<SiteSettings> => {
      const saved = await api.put<SiteSettings>(adminApiPaths.settings(), input);
      await mutate(apiPaths.settings(), saved, { revalidate: false });
      return saved;
    },
    [mutate],
  );
}
