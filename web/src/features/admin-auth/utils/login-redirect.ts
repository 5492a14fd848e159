import type { Location } from 'react-router-dom';
import { adminPagePaths } from '@/config/admin-page-paths';

/** What the admin layout hands the login page when it sends a signed-out visitor there. */
export interface LoginRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/**
 * Where to go after signing in: the admin page that was asked for, else the dashboard. Only
 * admin paths (never the login or reset pages, never another origin) are accepted.
 */
export function redirectTarget(state: unknown): string {
  const from = (state as LoginRedirectState | null | undefined)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  const isAdminPage =
    pathname.startsWith('/admin/') &&
    !pathname.startsWith('//') &&
    pathname !== adminPagePaths.login.path &&
    pathname !== adminPagePaths.resetPassword.path;
  if (!isAdminPage) return adminPagePaths.dashboard.href();
  const search = typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from?.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
