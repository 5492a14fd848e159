import { Navigate, useLocation } from 'react-router-dom';
import { useAdminSession } from '../api/get-admin-session';
import { redirectTarget } from '../utils/login-redirect';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';

/**
 * /admin/login, always reachable. Someone already signed in goes straight on: to the admin page
 * they were sent here from, else the dashboard. While the session is still being checked the
 * form is shown (it works either way), so the page never waits on a spinner.
 */
export function LoginPage() {
  const { user } = useAdminSession();
  const location = useLocation();
  if (user) return <Navigate to={redirectTarget(location.state)} replace />;
  return (
    <AuthCard title="Admin Login" subtitle="Sign in to manage plots, prices, updates and leads.">
      <LoginForm />
    </AuthCard>
  );
}
