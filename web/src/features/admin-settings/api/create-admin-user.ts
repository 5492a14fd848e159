import type { AdminUser, AdminUserCreateInput } from '@core/schemas/auth';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api } from '@/lib/api-client';

export interface CreatedAdmin {
  user: AdminUser;
  /** Only when no password was given: shown once, never stored in the browser. */
  generatedPassword?: string;
}

/** POST /api/admin/users: 201 { user, generatedPassword? } · 409 email taken · 422. */
export function useCreateAdminUser() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: AdminUserCreateInput): Promise<CreatedAdmin> => {
      const created = await api.post<CreatedAdmin>(adminApiPaths.users(), input);
      await mutate<AdminUser[]>(
        adminApiPaths.users(),
        (users) => (users ? [...users.filter((user) => user.id !== created.user.id), created.user] : users),
        { revalidate: true },
      );
      return created;
    },
    [mutate],
  );
}
