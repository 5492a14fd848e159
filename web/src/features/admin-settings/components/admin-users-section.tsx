import { shortDate } from '@core/dates';
import { messageKey } from '@core/message-key';
import { adminUserCreateSchema, type AdminUser, type AdminUserCreateInput } from '@core/schemas/auth';
import { useState } from 'react';
import type { z } from 'zod';
import { toast } from '@/lib/toast';
import { PasswordField, TextField } from '@/components/forms/form-controls';
import { SubmitButton } from '@/components/forms/submit-button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SETTINGS_TEXTS } from '@/config/admin-texts';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { useCreateAdminUser, type CreatedAdmin } from '../api/create-admin-user';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers } from '../api/get-admin-users';
import { GeneratedPasswordNotice } from './generated-password-notice';
import { SettingsSection } from './settings-section';

const EMPTY: AdminUserCreateInput = { email: '', password: '' };
type AdminUserCreateValues = z.output<typeof adminUserCreateSchema>;

function addedOn(value: string): string {
  const date = shortDate(value);
  return date ? `Added ${date}` : '';
}

/** A failure toast of this section: one at a time. */
const failed = (text: string) => toast.error(text, { id: 'admin-users' });

function AddAdminForm({ onCreated }: { onCreated: (email: string, generatedPassword: string | undefined) => void }) {
  const create = useCreateAdminUser();
  const add = useSchemaForm<AdminUserCreateInput, AdminUserCreateValues>({ schema: adminUserCreateSchema, defaultValues: EMPTY });
  const send = useSubmitState(add, {
    // Without a password the server generates one.
    submit: (values) => create(values.password ? values : { email: values.email }),
    onSuccess: (created: CreatedAdmin) => {
      add.resetTo(EMPTY);
      toast.success(SETTINGS_TEXTS.adminAdded, { id: 'admin-users' });
      onCreated(created.user.email, created.generatedPassword);
    },
    onError: (error) => {
      // 'An admin with this email already exists' belongs next to the email.
      if (error instanceof ApiError && error.status === 409 && Object.keys(error.fields).length === 0) {
        add.form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
        failed(add.say(error.message));
        return true;
      }
      return false;
    },
    fieldErrorsMessage: (error) => (error.status === 409 ? error.message : messageKey('fixFormErrors')),
    failureMessage: SETTINGS_TEXTS.addAdminFailed,
    notify: failed,
    invalidMessage: null,
  });

  return (
    <form noValidate aria-label="Add an admin" onSubmit={send.onSubmit} className="space-y-4 rounded-lg bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-900">Add an admin</h3>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          form={add}
          name="email"
          id="new-admin-email"
          label="Email"
          required
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PasswordField
          form={add}
          name="password"
          id="new-admin-password"
          label="Password"
          hint="Leave empty and a strong password is generated and shown once."
          autoComplete="new-password"
        />
      </div>
      <SubmitButton busy={send.submitting} label="Add admin" busyLabel="Adding…" className="w-full sm:w-auto" />
    </form>
  );
}

/**
 * 'Admin users' (docs/product.md §11: only admins add admins): the list, add by email (with a password or
 * a generated one shown once), remove with confirmation. The server refuses to remove the last
 * admin and says so; removing yourself is warned about and signs you out.
 */
export function AdminUsersSection({ currentUserId, onRemovedSelf }: { currentUserId: string; onRemovedSelf: () => void }) {
  const { users, error, retry } = useAdminUsers();
  const remove = useDeleteAdminUser();
  const confirm = useConfirm();
  const [removing, setRemoving] = useState<string | null>(null);
  const [generated, setGenerated] = useState<{ email: string; password: string } | null>(null);

  const onRemove = async (user: AdminUser) => {
    const self = user.id === currentUserId;
    const message = self ? `${SETTINGS_TEXTS.removeSelfWarning} ${SETTINGS_TEXTS.confirmRemoveAdmin}` : SETTINGS_TEXTS.confirmRemoveAdmin;
    const confirmed = await confirm(message, { title: self ? 'Remove your own account?' : 'Remove admin', confirmLabel: 'Remove' });
    if (!confirmed) return;
    setRemoving(user.id);
    try {
      await remove(user.id, { self });
      toast.success(SETTINGS_TEXTS.adminRemoved, { id: 'admin-users' });
      if (self) onRemovedSelf();
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) retry();
      // 409 'You cannot remove the last admin' and 404 'No such admin.' are the server's own words.
      const text = err instanceof ApiError && (err.status === 409 || err.status === 404 || err.status === 429) ? err.message : SETTINGS_TEXTS.removeAdminFailed;
      failed(text);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <SettingsSection
      id="admin-users"
      title="Admin users"
      description="Everyone listed here can sign in to this back office and change everything in it."
    >
      <div className="space-y-5">
        {generated ? (
          <GeneratedPasswordNotice email={generated.email} password={generated.password} onDismiss={() => setGenerated(null)} />
        ) : null}

        {users ? (
          users.length === 0 ? (
            <EmptyState title="No admins listed" />
          ) : (
            <ul aria-label="Admins" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {users.map((user) => {
                const self = user.id === currentUserId;
                return (
                  <li key={user.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0">
                      <p className="font-medium break-all text-slate-900">
                        {user.email}
                        {self ? <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">You</span> : null}
                      </p>
                      <p className="text-xs text-slate-500">{addedOn(user.createdAt)}</p>
                    </div>
                    <button
                      type="button"
                      onClick={() => void onRemove(user)}
                      disabled={removing !== null}
                      aria-busy={removing === user.id}
                      aria-label={`Remove ${user.email}`}
                      className="min-h-11 self-start rounded-lg border border-red-200 px-3 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60 sm:self-auto"
                    >
                      {removing === user.id ? 'Removing…' : 'Remove'}
                    </button>
                  </li>
                );
              })}
            </ul>
          )
        ) : error ? (
          <ErrorState message={`Could not load the admins. ${error.message}`} onRetry={retry} />
        ) : (
          <div aria-hidden="true" className="space-y-2">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        )}

        <AddAdminForm onCreated={(email, password) => setGenerated(password ? { email, password } : null)} />
      </div>
    </SettingsSection>
  );
}
