import type { SiteSettings } from '@core/schemas/settings';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';

/** Business details (phone, WhatsApp, email, address, maps and social links) from the server. */
export function useSiteSettings() {
  const { data, error, isLoading, mutate } = useSWR<SiteSettings>(apiPaths.settings(), {
    revalidateOnFocus: false,
    dedupingInterval: 60_000,
  });
  return { settings: data, error, isLoading, retry: () => void mutate() };
}
