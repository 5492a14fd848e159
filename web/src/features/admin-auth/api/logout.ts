import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { AUTH_TEXTS } from '@/config/admin-texts';
import { apiKeys, apiPaths } from '@/config/api-paths';
import { adminPagePaths } from '@/config/admin-page-paths';
import { api, ApiError } from '@/lib/api-client';
import { ADMIN_SESSION_KEY, type AdminSessionState } from './get-admin-session';

/**
 * POST /api/auth/logout, then the login page. Every admin answer is dropped from the SWR cache,
 * so whoever signs in next on this device never sees the previous admin's data.
 */
export function useLogout() {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const logout = useCallback(async () => {
    setBusy(true);
    try {
      await api.post(apiPaths.auth.logout());
    } catch (error) {
      // Already signed out on the server (expired session): nothing left to end.
      if (!(error instanceof ApiError && error.status === 401)) {
        setBusy(false);
        toast.error(AUTH_TEXTS.logoutFailed, { id: AUTH_TEXTS.logoutFailed });
        return;
      }
    }
    await mutate(apiKeys.admin, undefined, { revalidate: false });
    await mutate<AdminSessionState>(ADMIN_SESSION_KEY, { user: null, signedOut: true }, { revalidate: false });
    setBusy(false);
    navigate(adminPagePaths.login.href(), { replace: true });
  }, [mutate, navigate]);

  return { logout, busy };
}
