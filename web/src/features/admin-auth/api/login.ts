import type { AdminUser, loginSchema } from '@core/schemas/auth';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { z } from 'zod';
import { apiPaths } from '@/config/api-paths';
import { api } from '@/lib/api-client';
import { ADMIN_SESSION_KEY, type AdminSessionState } from './get-admin-session';

export type LoginValues = z.output<typeof loginSchema>;

/** POST /api/auth/login; on success the session key holds the user at once (no second round trip). */
export function useLogin() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (values: LoginValues): Promise<AdminUser> => {
      const { user } = await api.post<{ user: AdminUser }>(apiPaths.auth.login(), values);
      await mutate<AdminSessionState>(ADMIN_SESSION_KEY, { user }, { revalidate: false });
      return user;
    },
    [mutate],
  );
}
