import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@core/messages';
import { changePasswordSchema, type ChangePasswordInput } from '@core/schemas/auth';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { changePassword } from '../api/change-password';
import { PasswordInput } from '@/components/ui/password-input';
import { SettingsSection } from './settings-section';

const EMPTY: ChangePasswordInput = { newPassword: '', confirmPassword: '' };
const FIELD_NAMES = ['newPassword', 'confirmPassword'] as const;

/**
 * 'Change Password' (spec §2, §5, §8): both fields required, at least 6 characters, and
 * 'Passwords do not match' before anything is sent. The admin's other sessions end; this one
 * goes on.
 */
export function ChangePasswordForm({ onUnauthorized }: { onUnauthorized: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onValid = async (values: ChangePasswordInput) => {
    try {
      await changePassword(values);
      toast.success(MESSAGES.passwordUpdated, { id: 'change-password' });
      reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        for (const name of FIELD_NAMES) {
          const message = error.fields[name];
          if (message) setError(name, { type: 'server', message });
        }
      }
      if (error instanceof ApiError && error.status === 401) onUnauthorized();
      toast.error(MESSAGES.passwordUpdateFailed, { id: 'change-password' });
    }
  };

  const onInvalid = (invalid: typeof errors) => {
    if (invalid.confirmPassword?.message === MESSAGES.passwordsDoNotMatch) {
      toast.error(MESSAGES.passwordsDoNotMatch, { id: 'change-password' });
    }
  };

  return (
    <SettingsSection id="change-password" title="Change Password" description="At least 6 characters. Your other signed-in devices will be signed out.">
      <form noValidate aria-labelledby="change-password-heading" onSubmit={handleSubmit(onValid, onInvalid)} className="max-w-md space-y-5">
        <FormField id="new-password" label="New Password" required error={errors.newPassword?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...register('newPassword', { onChange: () => clearErrors('newPassword') })}
              autoComplete="new-password"
              invalid={Boolean(errors.newPassword)}
            />
          )}
        </FormField>
        <FormField id="confirm-new-password" label="Confirm New Password" required error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...register('confirmPassword', { onChange: () => clearErrors('confirmPassword') })}
              autoComplete="new-password"
              invalid={Boolean(errors.confirmPassword)}
            />
          )}
        </FormField>
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className={buttonClass('primary', 'w-full sm:w-auto')}>
          {isSubmitting ? 'Updating...' : 'Update Password'}
        </button>
      </form>
    </SettingsSection>
  );
}
