import type { AdminUser } from '@core/schemas/auth';
import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiPaths } from '@/config/api-paths';
import { api, ApiError, onAdminSessionLost } from '@/lib/api-client';

export const ADMIN_SESSION_KEY = apiPaths.auth.session();
/** How often an open admin tab re-checks its session (it also checks on focus). */
const SESSION_REFRESH_MS = 5 * 60_000;

/**
 * The session as the SPA keeps it. A 401 is an answer, not an error: `{ user: null }`.
 * `signedOut` marks a session this tab ended itself (logout), so the layout does not call it
 * "expired".
 */
export type AdminSessionState = { user: AdminUser; signedOut?: undefined } | { user: null; signedOut?: boolean };

type AdminSessionStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

async function fetchAdminSession(): Promise<AdminSessionState> {
  try {
    return await api.get<{ user: AdminUser }>(ADMIN_SESSION_KEY, { cache: 'no-store' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { user: null };
    throw error;
  }
}

/** GET /api/auth/session: who is signed in on this browser, if anyone. */
export function useAdminSession() {
  const { data, error, isLoading, mutate } = useSWR<AdminSessionState>(ADMIN_SESSION_KEY, fetchAdminSession, {
    revalidateOnFocus: true,
    refreshInterval: SESSION_REFRESH_MS,
    errorRetryCount: 2,
  });
  // A failed re-check keeps the last answer: a blip of the network does not sign anyone out.
  const status: AdminSessionStatus = data ? (data.user ? 'signed-in' : 'signed-out') : error ? 'error' : 'loading';
  return {
    user: data?.user ?? null,
    signedOut: data?.signedOut === true,
    status,
    isLoading,
    error: error as Error | undefined,
    retry: () => void mutate(),
    mutate,
  };
}

/**
 * While mounted (by the admin session gate), an admin request answered 401 anywhere, a read or a
 * write on any screen, ends the session in the cache at once, with no second request to ask: the
 * gate then sends the admin to sign in. However many requests failed, the session ends once.
 */
export function useEndSessionWhenLost(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => onAdminSessionLost(() => void mutate<AdminSessionState>(ADMIN_SESSION_KEY, { user: null }, { revalidate: false })), [mutate]);
}
