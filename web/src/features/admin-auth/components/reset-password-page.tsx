import { useSearchParams } from 'react-router-dom';
import { AuthCard } from './auth-card';
import { resetToken } from '../utils/reset-token';
import { ResetPasswordForm } from './reset-password-form';

/** /admin/reset-password?token=… (or Firebase's ?mode=resetPassword&oobCode=…), opened from the reset mail. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = resetToken(params);
  return (
    <AuthCard title="Reset your password" subtitle="Choose a new password for your admin account.">
      {/* A new token (another mail opened in this tab) starts a new form. */}
      <ResetPasswordForm key={token} token={token} />
    </AuthCard>
  );
}
