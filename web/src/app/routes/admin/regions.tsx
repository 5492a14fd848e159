import { AdminRegionsPage } from '@/features/admin-regions/admin-regions-page';

export function AdminRegionsRoute() {
  return <AdminRegionsPage />;
}
