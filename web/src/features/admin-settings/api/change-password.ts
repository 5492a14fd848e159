import type { ChangePasswordInput } from '@core/schemas/auth';
import { apiPaths } from '@/config/api-paths';
import { api } from '@/lib/api-client';

/** POST /api/admin/password: 204; the admin's other sessions end, this one goes on. */
export function changePassword(input: ChangePasswordInput): Promise<void> {
  return api.post<void>(apiPaths.admin.password(), input);
}
