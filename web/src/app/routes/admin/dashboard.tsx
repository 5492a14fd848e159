import { DashboardOverview } from '@/features/admin-dashboard/components/dashboard-overview';

export function AdminDashboardRoute() {
  return <DashboardOverview />;
}
