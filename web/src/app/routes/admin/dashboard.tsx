import { DashboardOverview } from '@/features/admin-dashboard/components/dashboard-overview';
import { adminPageMeta, type PageHandle } from '../../page-handle';

export const handle: PageHandle = { meta: () => adminPageMeta('Dashboard') };

export function AdminDashboardRoute() {
  return <DashboardOverview />;
}
