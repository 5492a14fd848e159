import type { ResetPasswordInput } from '@core/schemas/auth';
import { api } from '@/lib/api-client';

/** POST /api/auth/reset-password: 204, or 400 when the link is invalid, used or expired. */
export function resetPassword(input: ResetPasswordInput): Promise<void> {
  return api.post<void>('/api/auth/reset-password', input);
}
