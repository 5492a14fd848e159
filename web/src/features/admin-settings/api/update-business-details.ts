import type { SiteSettings } from '@core/schemas/settings';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { SITE_SETTINGS_KEY } from './get-business-details';

/** PUT /api/admin/settings; the public settings key takes the saved answer at once. */
export function useUpdateBusinessDetails() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: SiteSettings): Promise<SiteSettings> => {
      const saved = await api.put<SiteSettings>('/api/admin/settings', input);
      await mutate(SITE_SETTINGS_KEY, saved, { revalidate: false });
      return saved;
    },
    [mutate],
  );
}
