import type { AdminUser } from '@core/schemas/auth';
import useSWR from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api } from '@/lib/api-client';

/**
 * GET /api/admin/users. the server answers `{ users }` (an older build answered the
 * bare list); both are accepted.
 */
async function fetchAdminUsers(url: string): Promise<AdminUser[]> {
  const data = await api.get<AdminUser[] | { users: AdminUser[] }>(url, { cache: 'no-store' });
  return Array.isArray(data) ? data : data.users;
}

export function useAdminUsers() {
  const { data, error, isLoading, mutate } = useSWR<AdminUser[]>(adminApiPaths.users(), fetchAdminUsers);
  return { users: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
