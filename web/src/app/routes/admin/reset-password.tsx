import { ResetPasswordPage } from '@/features/admin-auth/components/reset-password-page';
import { adminPageMeta, type PageHandle } from '../../page-handle';

export const handle: PageHandle = { meta: () => adminPageMeta('Reset password') };

export function AdminResetPasswordRoute() {
  return <ResetPasswordPage />;
}
