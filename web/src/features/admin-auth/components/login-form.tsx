import { messageKey } from '@core/message-key';
import { forgotPasswordSchema, loginSchema, type LoginInput } from '@core/schemas/auth';
import { keyedErrors } from '@core/schemas/message-keys';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { PasswordField, TextField } from '@/components/forms/form-controls';
import { SubmitButton } from '@/components/forms/submit-button';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { useLogin, type LoginValues } from '../api/login';
import { requestPasswordReset } from '../api/request-password-reset';

/** The server's own words (by key): throttled, unreachable or failing. Any other refusal is the same 'Invalid email or password'. */
const signInFailure = (error: unknown) =>
  error instanceof ApiError && (error.status === 429 || error.status === 0 || error.status >= 500)
    ? (error.key ?? error.message)
    : messageKey('invalidCredentials');

/**
 * 'Admin Login': email and password required, every sign-in failure the same
 * 'Invalid email or password' (never which of the two was wrong), the server's words when
 * throttled. 'Forgot your password?' mails a reset link to the typed address. What was typed
 * stays in the form on any failure.
 */
export function LoginForm() {
  const login = useLogin();
  const [sendingReset, setSendingReset] = useState(false);
  const signIn = useSchemaForm<LoginInput, LoginValues>({ schema: loginSchema, defaultValues: { email: '', password: '' } });
  const send = useSubmitState(signIn, {
    // The session now holds the user: the login page moves on by itself.
    submit: login,
    failureMessage: signInFailure,
    fieldErrorsMessage: messageKey('invalidCredentials'),
    invalidMessage: null,
    notify: (text) => toast.error(text, { id: 'admin-login' }),
    // Ready to type the password again (a field the server named takes the cursor instead).
    onError: () => signIn.focusLater('password'),
  });

  const onForgot = async () => {
    const parsed = forgotPasswordSchema.safeParse({ email: signIn.values().email }, { error: keyedErrors });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? messageKey('emailFirst');
      toast.error(signIn.say(message), { id: 'admin-forgot' });
      signIn.form.setFocus('email');
      return;
    }
    setSendingReset(true);
    try {
      await requestPasswordReset(parsed.data);
      toast.success(signIn.say(messageKey('resetEmailSent')), { id: 'admin-forgot', duration: 6000 });
    } catch (error) {
      const message = error instanceof ApiError && error.status === 429 ? (error.key ?? error.message) : messageKey('resetEmailFailed');
      toast.error(signIn.say(message), { id: 'admin-forgot' });
    } finally {
      setSendingReset(false);
    }
  };

  return (
    <form noValidate onSubmit={send.onSubmit} aria-label="Admin Login" className="space-y-5">
      <TextField
        form={signIn}
        name="email"
        id="admin-login-email"
        label="Email"
        required
        marked={false}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <PasswordField form={signIn} name="password" id="admin-login-password" label="Password" required marked={false} autoComplete="current-password" />
      <SubmitButton busy={send.submitting} label="Sign in" busyLabel="Signing in…" className="w-full text-base" />
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
