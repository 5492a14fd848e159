import type { SiteSettings } from '@core/schemas/settings';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';

/**
 * GET /api/settings: the business details as the public site shows them. The same key the public
 * pages read, so saving here updates them at once in this tab.
 */
export function useBusinessDetails() {
  const { data, error, isLoading, mutate } = useSWR<SiteSettings>(apiPaths.settings(), { revalidateOnFocus: false });
  return { settings: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
