import { api } from '@/lib/api-client';

/** DELETE /api/admin/regions/:id. */
export function deleteRegion(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/regions/${encodeURIComponent(id)}`);
}
