import { messageKey } from '@core/message-key';
import { resetPasswordSchema, type ResetPasswordInput } from '@core/schemas/auth';
import { useState } from 'react';
import { useMessageText } from '@/i18n/message-text';
import { toast } from '@/lib/toast';
import { Link } from 'react-router-dom';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { buttonClass } from '@/components/ui/button';
import { AUTH_TEXTS } from '@/config/admin-texts';
import { adminPagePaths } from '@/config/admin-page-paths';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { useResetPassword } from '../api/reset-password';

type Stage = 'form' | 'done' | 'invalid';

/** The link is dead (used, expired, mistyped): say so, and where to get a new one. */
function InvalidLink() {
  const say = useMessageText();
  return (
    <div role="alert" className="space-y-4">
      <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">{say(messageKey('invalidResetLink'))}</p>
      <p className="text-sm text-slate-600">
        A reset link works once, for one hour. Go back to the sign-in page, type your email and choose{' '}
        <strong>Forgot your password?</strong> to get a new one.
      </p>
      <Link to={adminPagePaths.login.href()} className={buttonClass('primary', 'w-full')}>
        Back to sign in to request a new link
      </Link>
    </div>
  );
}

/** /admin/reset-password?token=…: a new password, twice, with the same rules as the server. */
export function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const [stage, setStage] = useState<Stage>(token.trim() ? 'form' : 'invalid');
  const reset = useSchemaForm<ResetPasswordInput>({ schema: resetPasswordSchema, defaultValues: { token, password: '', confirmPassword: '' } });
  const send = useSubmitState(reset, {
    submit: resetPassword,
    onSuccess: () => {
      toast.success(AUTH_TEXTS.passwordResetDone, { id: 'admin-reset', duration: 6000 });
      setStage('done');
    },
    onError: (error) => {
      // A dead link (used, expired, mistyped) is not the typist's fault: say where to get a new one.
      if (error instanceof ApiError && (error.status === 400 || (error.status === 422 && error.fields.token))) {
        setStage('invalid');
        return true;
      }
      return false;
    },
    fieldOf: (path) => (path === 'password' || path === 'confirmPassword' ? path : null),
    fieldErrorsMessage: null,
    failureMessage: AUTH_TEXTS.passwordResetFailed,
    notify: (text) => toast.error(text, { id: 'admin-reset' }),
    invalidMessage: (errors) => {
      if (errors.token) setStage('invalid');
      return null;
    },
  });

  if (stage === 'invalid') return <InvalidLink />;
  if (stage === 'done') {
    return (
      <div role="status" className="space-y-4">
        <p className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 font-medium text-brand-800">{AUTH_TEXTS.passwordResetDone}</p>
        <Link to={adminPagePaths.login.href()} className={buttonClass('primary', 'w-full')}>
          Go to sign in
        </Link>
      </div>
    );
  }

  return (
    <form noValidate aria-label="Choose a new password" onSubmit={send.onSubmit} className="space-y-5">
      <NewPasswordFields
        form={reset}
        names={{ password: 'password', confirm: 'confirmPassword' }}
        ids={{ password: 'reset-password', confirm: 'reset-confirm-password' }}
        labels={{ password: 'New password', confirm: 'Confirm new password' }}
        hint="At least 6 characters."
      />
      <SubmitButton busy={send.submitting} label="Set new password" busyLabel="Saving…" className="w-full text-base" />
      <p className="text-center text-sm">
        <Link to={adminPagePaths.login.href()} className="font-medium text-brand-700 underline underline-offset-2">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
