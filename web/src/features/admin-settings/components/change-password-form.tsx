import { messageKey } from '@core/message-key';
import { changePasswordSchema, type ChangePasswordInput } from '@core/schemas/auth';
import { toast } from '@/lib/toast';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { changePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';

const EMPTY: ChangePasswordInput = { newPassword: '', confirmPassword: '' };

/**
 * 'Change Password': both fields required, at least 6 characters, and 'Passwords do not match'
 * before anything is sent. The admin's other sessions end; this one goes on.
 */
export function ChangePasswordForm() {
  const change = useSchemaForm<ChangePasswordInput>({ schema: changePasswordSchema, defaultValues: EMPTY });
  const send = useSubmitState(change, {
    submit: changePassword,
    onSuccess: () => {
      toast.success(change.say(messageKey('passwordUpdated')), { id: 'change-password' });
      change.resetTo(EMPTY);
    },
    failureMessage: messageKey('passwordUpdateFailed'),
    fieldErrorsMessage: messageKey('passwordUpdateFailed'),
    notify: (text) => toast.error(text, { id: 'change-password' }),
    invalidMessage: (errors) => (errors.confirmPassword?.message === messageKey('passwordsDoNotMatch') ? messageKey('passwordsDoNotMatch') : null),
  });

  return (
    <SettingsSection id="change-password" title="Change Password" description="At least 6 characters. Your other signed-in devices will be signed out.">
      <form noValidate aria-labelledby="change-password-heading" onSubmit={send.onSubmit} className="max-w-md space-y-5">
        <NewPasswordFields
          form={change}
          names={{ password: 'newPassword', confirm: 'confirmPassword' }}
          ids={{ password: 'new-password', confirm: 'confirm-new-password' }}
          labels={{ password: 'New Password', confirm: 'Confirm New Password' }}
        />
        <SubmitButton busy={send.submitting} label="Update Password" busyLabel="Updating..." className="w-full sm:w-auto" />
      </form>
    </SettingsSection>
  );
}
