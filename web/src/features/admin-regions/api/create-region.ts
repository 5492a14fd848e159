import type { Region } from '@core/schemas/region';
import { api } from '@/lib/api-client';

/** POST /api/admin/regions: a region named 'New Region' with every price 0. */
export function createRegion(): Promise<Region> {
  return api.post<Region>('/api/admin/regions');
}
