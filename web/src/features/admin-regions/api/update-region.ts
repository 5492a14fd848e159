import type { Region, RegionPatch } from '@core/schemas/region';
import { api } from '@/lib/api-client';

/** PATCH /api/admin/regions/:id with just the fields that changed. */
export function updateRegion(id: string, patch: RegionPatch): Promise<Region> {
  return api.patch<Region>(`/api/admin/regions/${encodeURIComponent(id)}`, patch);
}
