import type { ForgotPasswordInput } from '@core/schemas/auth';
import { apiPaths } from '@/config/api-paths';
import { api } from '@/lib/api-client';

/** POST /api/auth/forgot-password: answered 202 whether or not the address belongs to an admin. */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>(apiPaths.auth.forgotPassword(), input);
}
