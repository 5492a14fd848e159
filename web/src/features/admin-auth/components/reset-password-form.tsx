import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@core/messages';
import { resetPasswordSchema, type ResetPasswordInput } from '@core/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { buttonClass } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { ADMIN_SESSION_KEY } from '../api/get-admin-session';
import { resetPassword } from '../api/reset-password';
import { PasswordInput } from '@/components/ui/password-input';

export const PASSWORD_RESET_DONE = 'Your password has been changed. Sign in with the new password.';
const RESET_FAILED = 'Could not change the password. Please try again.';

type Stage = 'form' | 'done' | 'invalid';

/** The link is dead (used, expired, mistyped): say so, and where to get a new one. */
function InvalidLink() {
  return (
    <div role="alert" className="space-y-4">
      <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">{MESSAGES.invalidResetLink}</p>
      <p className="text-sm text-slate-600">
        A reset link works once, for one hour. Go back to the sign-in page, type your email and choose{' '}
        <strong>Forgot your password?</strong> to get a new one.
      </p>
      <Link to={paths.adminLogin.href()} className={buttonClass('primary', 'w-full')}>
        Back to sign in to request a new link
      </Link>
    </div>
  );
}

/** /admin/reset-password?token=…: a new password, twice, with the same rules as the server. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { mutate } = useSWRConfig();
  const [stage, setStage] = useState<Stage>(token.trim() ? 'form' : 'invalid');
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onValid = async (values: ResetPasswordInput) => {
    try {
      await resetPassword(values);
      // Every session of that account has ended: whatever this browser had cached is stale.
      void mutate(ADMIN_SESSION_KEY);
      toast.success(PASSWORD_RESET_DONE, { id: 'admin-reset', duration: 6000 });
      setStage('done');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setStage('invalid');
        return;
      }
      if (error instanceof ApiError && error.status === 422) {
        let shown = false;
        for (const name of ['password', 'confirmPassword'] as const) {
          const message = error.fields[name];
          if (message) {
            setError(name, { type: 'server', message });
            shown = true;
          }
        }
        if (error.fields.token) setStage('invalid');
        if (shown) return;
      }
      toast.error(error instanceof ApiError && error.status === 429 ? error.message : RESET_FAILED, { id: 'admin-reset' });
    }
  };

  if (stage === 'invalid') return <InvalidLink />;
  if (stage === 'done') {
    return (
      <div role="status" className="space-y-4">
        <p className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 font-medium text-brand-800">{PASSWORD_RESET_DONE}</p>
        <Link to={paths.adminLogin.href()} className={buttonClass('primary', 'w-full')}>
          Go to sign in
        </Link>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Choose a new password"
      onSubmit={handleSubmit(onValid, (invalid) => {
        if (invalid.token) setStage('invalid');
      })}
      className="space-y-5"
    >
      <FormField id="reset-password" label="New password" required error={errors.password?.message} hint="At least 6 characters.">
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password', { onChange: () => clearErrors('password') })}
            autoComplete="new-password"
            invalid={Boolean(errors.password)}
          />
        )}
      </FormField>
      <FormField id="reset-confirm-password" label="Confirm new password" required error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...register('confirmPassword', { onChange: () => clearErrors('confirmPassword') })}
            autoComplete="new-password"
            invalid={Boolean(errors.confirmPassword)}
          />
        )}
      </FormField>
      <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className={buttonClass('primary', 'w-full text-base')}>
        {isSubmitting ? 'Saving…' : 'Set new password'}
      </button>
      <p className="text-center text-sm">
        <Link to={paths.adminLogin.href()} className="font-medium text-brand-700 underline underline-offset-2">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
