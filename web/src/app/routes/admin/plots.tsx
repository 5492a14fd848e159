import { AdminPlotsPage } from '@/features/admin-plots/admin-plots-page';

export function AdminPlotsRoute() {
  return <AdminPlotsPage />;
}
