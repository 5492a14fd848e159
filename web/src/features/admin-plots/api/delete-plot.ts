import { api } from '@/lib/api-client';

/** DELETE /api/admin/plots/:id: the server deletes its image too. */
export function deletePlot(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/plots/${encodeURIComponent(id)}`);
}
