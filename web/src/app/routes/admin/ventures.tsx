import { AdminVenturesPage } from '@/features/admin-ventures/admin-ventures-page';
import { adminPageMeta, type PageHandle } from '../../page-handle';

export const handle: PageHandle = { meta: () => adminPageMeta('Ventures') };

export function AdminVenturesRoute() {
  return <AdminVenturesPage />;
}
