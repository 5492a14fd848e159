import type { SiteSettings } from '@core/schemas/settings';
import useSWR from 'swr';

export const SITE_SETTINGS_KEY = '/api/settings';

/** Business details (phone, WhatsApp, email, address, maps and social links) from the server. */
export function useSiteSettings() {
  const { data, error, isLoading } = useSWR<SiteSettings>(SITE_SETTINGS_KEY, {
    revalidateOnFocus: false,
    dedupingInterval: 60_000,
  });
  return { settings: data, error, isLoading };
}
