import type { ResetPasswordInput } from '@core/schemas/auth';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiPaths } from '@/config/api-paths';
import { api } from '@/lib/api-client';
import { ADMIN_SESSION_KEY } from './get-admin-session';

/**
 * POST /api/auth/reset-password: 204, or 400 when the link is invalid, used or expired. Every
 * session of that account has ended then, so whatever this browser knew of its session is stale.
 */
export function useResetPassword() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: ResetPasswordInput): Promise<void> => {
      await api.post<void>(apiPaths.auth.resetPassword(), input);
      void mutate(ADMIN_SESSION_KEY);
    },
    [mutate],
  );
}
