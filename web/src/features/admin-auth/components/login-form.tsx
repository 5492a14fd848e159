import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@core/messages';
import { forgotPasswordSchema, loginSchema, type LoginInput } from '@core/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button';
import { fieldControlClass } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useLogin, type LoginValues } from '../api/login';
import { requestPasswordReset } from '../api/request-password-reset';
import { PasswordInput } from '@/components/ui/password-input';

const FIELD_NAMES = ['email', 'password'] as const;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/**
 * 'Admin Login' (spec §2, §5, §8): email and password required, every sign-in failure the same
 * 'Invalid email or password', the server's words when throttled. 'Forgot your password?'
 * mails a reset link to the typed address. What was typed stays in the form on any failure.
 */
export function LoginForm() {
  const login = useLogin();
  const [sendingReset, setSendingReset] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onValid = async (values: LoginValues) => {
    try {
      // The session now holds the user: the login page moves on by itself.
      await login(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        for (const name of FIELD_NAMES) {
          const message = error.fields[name];
          if (message) setError(name, { type: 'server', message });
        }
      }
      const message =
        error instanceof ApiError && (error.status === 429 || error.status === 0 || error.status >= 500)
          ? error.message
          : MESSAGES.invalidCredentials;
      toast.error(message, { id: 'admin-login' });
      setFocus('password');
    }
  };

  const onForgot = async () => {
    const parsed = forgotPasswordSchema.safeParse({ email: getValues('email') });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? MESSAGES.emailFirst;
      toast.error(message, { id: 'admin-forgot' });
      setFocus('email');
      return;
    }
    setSendingReset(true);
    try {
      await requestPasswordReset(parsed.data);
      toast.success(MESSAGES.resetEmailSent, { id: 'admin-forgot', duration: 6000 });
    } catch (error) {
      const message = error instanceof ApiError && error.status === 429 ? error.message : MESSAGES.resetEmailFailed;
      toast.error(message, { id: 'admin-forgot' });
    } finally {
      setSendingReset(false);
    }
  };

  const busy = isSubmitting;
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-label="Admin Login" className="space-y-5">
      <div>
        <label htmlFor="admin-login-email" className="mb-1.5 block text-sm font-semibold text-slate-800">
          Email
        </label>
        <input
          id="admin-login-email"
          {...register('email', { onChange: () => clearErrors('email') })}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'admin-login-email-error' : undefined}
          className={fieldControlClass(Boolean(errors.email))}
        />
        <FieldError id="admin-login-email-error" message={errors.email?.message} />
      </div>
      <div>
        <label htmlFor="admin-login-password" className="mb-1.5 block text-sm font-semibold text-slate-800">
          Password
        </label>
        <PasswordInput
          id="admin-login-password"
          {...register('password', { onChange: () => clearErrors('password') })}
          autoComplete="current-password"
          aria-required="true"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'admin-login-password-error' : undefined}
          invalid={Boolean(errors.password)}
        />
        <FieldError id="admin-login-password-error" message={errors.password?.message} />
      </div>
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass('primary', 'w-full text-base')}>
        {busy ? <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
      <p className="text-center">
        <button
          type="button"
          onClick={() => void onForgot()}
          disabled={sendingReset}
          aria-busy={sendingReset}
          className="min-h-11 rounded px-2 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 disabled:cursor-wait disabled:text-slate-400"
        >
          Forgot your password?
        </button>
      </p>
    </form>
  );
}
