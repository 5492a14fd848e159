import { useEffect } from 'react';
import { LoginPage } from '@/features/admin-auth/components/login-page';

export function AdminLoginRoute() {
  useEffect(() => {
    document.title = 'Admin Login | Amaravati Plots';
  }, []);
  return <LoginPage />;
}
