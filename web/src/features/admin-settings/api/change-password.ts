import type { ChangePasswordInput } from '@core/schemas/auth';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api } from '@/lib/api-client';

/** POST /api/admin/password: 204; the admin's other sessions end, this one goes on. */
export function changePassword(input: ChangePasswordInput): Promise<void> {
  return api.post<void>(adminApiPaths.password(), input);
}
