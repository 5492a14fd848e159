import type { AdminUser, AdminUserCreateInput } from '@core/schemas/auth';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { ADMIN_USERS_KEY } from './get-admin-users';

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
      const created = await api.post<CreatedAdmin>(ADMIN_USERS_KEY, input);
      await mutate<AdminUser[]>(
        ADMIN_USERS_KEY,
        (users) => (users ? [...users.filter((user) => user.id !== created.user.id), created.user] : users),
        { revalidate: true },
      );
      return created;
    },
    [mutate],
  );
}
