import { api } from '@/lib/api-client';

/** DELETE /api/admin/leads/:id → 204. */
export function deleteLead(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/leads/${encodeURIComponent(id)}`);
}
