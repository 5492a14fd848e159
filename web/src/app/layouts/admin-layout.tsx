import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ConfirmProvider } from '@/components/ui/confirm-dialog';
import { useLogout } from '@/features/admin-auth/api/logout';
import { AdminSessionGate } from '@/features/admin-auth/components/admin-session-gate';
import { AdminShell } from '@/features/admin-shell/components/admin-shell';

/**
 * Every admin page but login and reset-password: signed-in only (the gate), inside the admin
 * chrome (the shell), with the confirmation dialog that deletions use.
 */
export function AdminLayout() {
  const { logout, busy } = useLogout();
  return (
    <ConfirmProvider>
      <AdminSessionGate>
        {(user) => (
          <AdminShell email={user.email} onLogout={() => void logout()} loggingOut={busy}>
            <Outlet />
          </AdminShell>
        )}
      </AdminSessionGate>
      <ScrollRestoration />
    </ConfirmProvider>
  );
}
