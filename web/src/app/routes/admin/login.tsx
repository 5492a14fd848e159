import { LoginPage } from '@/features/admin-auth/components/login-page';
import { adminPageMeta, type PageHandle } from '../../page-handle';

export const handle: PageHandle = { meta: () => adminPageMeta('Login') };

export function AdminLoginRoute() {
  return <LoginPage />;
}
