import type { AdminUser } from '@core/schemas/auth';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api } from '@/lib/api-client';

/** DELETE /api/admin/users/:id: 204 · 404 · 409 'You cannot remove the last admin'. */
export function useDeleteAdminUser() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string, options: { self?: boolean } = {}): Promise<void> => {
      await api.delete<void>(adminApiPaths.user(id));
      // Removing yourself ends your session: asking the list again would only meet a 401.
      await mutate<AdminUser[]>(adminApiPaths.users(), (users) => users?.filter((user) => user.id !== id), {
        revalidate: !options.self,
      });
    },
    [mutate],
  );
}
