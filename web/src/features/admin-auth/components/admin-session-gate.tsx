import type { AdminUser } from '@core/schemas/auth';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Navigate, useLocation } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { AUTH_TEXTS } from '@/config/admin-texts';
import { adminPagePaths } from '@/config/admin-page-paths';
import { ApiError } from '@/lib/api-client';
import { useAdminSession, useEndSessionWhenLost } from '../api/get-admin-session';
import type { LoginRedirectState } from '../utils/login-redirect';

const RETRY_LIMIT = 3;

/** A 4xx (except 429) will not change by asking again; only network and server failures are retried. */
function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/**
 * The door of every admin page but login: a spinner while the session loads, the login page
 * (remembering where the admin wanted to go) when signed out, the page when signed in.
 * Any admin request answered 401, from any screen, read or write (lib/api-client.ts reports
 * it), means the session is gone: the admin is sent to sign in once, however many requests
 * failed, with a toast saying why, and comes back to the same page after. What was typed waits
 * in the forms' drafts (lib/forms/use-form-draft.ts).
 */
export function AdminSessionGate({ children }: { children: (user: AdminUser) => ReactNode }) {
  const session = useAdminSession();
  const location = useLocation();
  const wasSignedIn = useRef(false);
  useEndSessionWhenLost();

  useEffect(() => {
    if (session.status === 'signed-in') wasSignedIn.current = true;
    else if (session.status === 'signed-out' && wasSignedIn.current && !session.signedOut) {
      wasSignedIn.current = false;
      toast.error(AUTH_TEXTS.sessionExpired, { id: AUTH_TEXTS.sessionExpired });
    }
  }, [session.status, session.signedOut]);

  const onErrorRetry = useCallback<NonNullable<SWRConfiguration['onErrorRetry']>>((error, _key, _config, revalidate, { retryCount }) => {
    if (!isWorthRetrying(error) || retryCount > RETRY_LIMIT) return;
    setTimeout(() => void revalidate({ retryCount }), Math.min(1000 * 2 ** retryCount, 15_000));
  }, []);

  if (session.status === 'loading') {
    return (
      <div className="flex min-h-svh items-center justify-center bg-slate-50">
        <Spinner label="Checking your sign-in…" />
      </div>
    );
  }
  if (session.status === 'error') {
    return (
      <div className="flex min-h-svh items-center justify-center bg-slate-50 px-4">
        <div className="w-full max-w-md">
          <ErrorState message={AUTH_TEXTS.sessionCheckFailed} onRetry={session.retry} />
        </div>
      </div>
    );
  }
  if (!session.user) {
    // After a logout the next admin starts at the dashboard; otherwise come back here after sign-in.
    const state: LoginRedirectState | undefined = session.signedOut ? undefined : { from: location };
    return <Navigate to={adminPagePaths.login.href()} replace state={state} />;
  }
  return <SWRConfig value={{ onErrorRetry }}>{children(session.user)}</SWRConfig>;
}
