import type { SiteSettings } from '@core/schemas/settings';
import useSWR from 'swr';

/**
 * The public settings key, the same one the public pages read: saving here updates it, so the
 * site shows the new details at once in this tab.
 */
export const SITE_SETTINGS_KEY = '/api/settings';

/** GET /api/settings: the business details as the public site shows them. */
export function useBusinessDetails() {
  const { data, error, isLoading, mutate } = useSWR<SiteSettings>(SITE_SETTINGS_KEY, { revalidateOnFocus: false });
  return { settings: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
