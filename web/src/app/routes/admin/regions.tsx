import { AdminRegionsPage } from '@/features/admin-regions/admin-regions-page';
import { adminPageMeta, type PageHandle } from '../../page-handle';

export const handle: PageHandle = { meta: () => adminPageMeta('Region Prices') };

export function AdminRegionsRoute() {
  return <AdminRegionsPage />;
}
