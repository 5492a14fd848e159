import type { AdminUser } from '@core/schemas/auth';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export const ADMIN_USERS_KEY = '/api/admin/users';

/**
 * GET /api/admin/users. docs/api.md says `AdminUser[]`; the server answers `{ users }`. Both are
 * accepted, so neither side has to move in step with the other.
 */
export async function fetchAdminUsers(url: string): Promise<AdminUser[]> {
  const data = await api.get<AdminUser[] | { users: AdminUser[] }>(url, { cache: 'no-store' });
  return Array.isArray(data) ? data : data.users;
}

export function useAdminUsers() {
  const { data, error, isLoading, mutate } = useSWR<AdminUser[]>(ADMIN_USERS_KEY, fetchAdminUsers);
  return { users: data, error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
