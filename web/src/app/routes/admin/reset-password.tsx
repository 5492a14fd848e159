import { useEffect } from 'react';
import { ResetPasswordPage } from '@/features/admin-auth/components/reset-password-page';

export function AdminResetPasswordRoute() {
  useEffect(() => {
    document.title = 'Reset password | Amaravati Plots';
  }, []);
  return <ResetPasswordPage />;
}
