import type { LeadStatus } from '@core/lead-status';
import type { Lead } from '@core/schemas/lead';
import { api } from '@/lib/api-client';

/** PATCH /api/admin/leads/:id with `{ status }` → the updated lead. */
export function updateLeadStatus(id: string, status: LeadStatus): Promise<Lead> {
  return api.patch<Lead>(`/api/admin/leads/${encodeURIComponent(id)}`, { status });
}
