import type { AdminUser } from '@core/schemas/auth';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { ADMIN_USERS_KEY } from './get-admin-users';

/** DELETE /api/admin/users/:id: 204 · 404 · 409 'You cannot remove the last admin'. */
export function useDeleteAdminUser() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string, options: { self?: boolean } = {}): Promise<void> => {
      await api.delete<void>(`${ADMIN_USERS_KEY}/${encodeURIComponent(id)}`);
      // Removing yourself ends your session: asking the list again would only meet a 401.
      await mutate<AdminUser[]>(ADMIN_USERS_KEY, (users) => users?.filter((user) => user.id !== id), {
        revalidate: !options.self,
      });
    },
    [mutate],
  );
}
