import { AdminPlotsPage } from '@/features/admin-plots/admin-plots-page';
import { adminPageMeta, type PageHandle } from '../../page-handle';

export const handle: PageHandle = { meta: () => adminPageMeta('Plots Management') };

export function AdminPlotsRoute() {
  return <AdminPlotsPage />;
}
