import { AdminNewVenturePage } from '@/features/admin-ventures/admin-venture-page';
import { adminPageMeta, type PageHandle } from '../../page-handle';

export const handle: PageHandle = { meta: () => adminPageMeta('Add venture') };

export function AdminNewVentureRoute() {
  return <AdminNewVenturePage />;
}
