import { useLogout } from '@/features/admin-auth/api/logout';
import { useAdminSession } from '@/features/admin-auth/api/get-admin-session';
import { ActivitySection } from '@/features/admin-settings/components/activity-section';
import { AccountActions } from '@/features/admin-settings/components/account-actions';
import { AdminUsersSection } from '@/features/admin-settings/components/admin-users-section';
import { BackupsSection } from '@/features/admin-settings/components/backups-section';
import { BinSection } from '@/features/admin-settings/components/bin-section';
import { BusinessDetailsForm } from '@/features/admin-settings/components/business-details-form';
import { BuyingCostsForm } from '@/features/admin-settings/components/buying-costs-form';
import { ChangePasswordForm } from '@/features/admin-settings/components/change-password-form';
import { LeadMailSetting } from '@/features/admin-settings/components/lead-mail-setting';
import { adminPageMeta, type PageHandle } from '../../page-handle';

export const handle: PageHandle = { meta: () => adminPageMeta('Settings') };

export function AdminSettingsRoute() {
  // The layout renders this page only when signed in, so the user is there.
  const { user } = useAdminSession();
  const { logout, busy } = useLogout();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-4xl space-y-5 sm:space-y-6">
      <ChangePasswordForm />
      <BusinessDetailsForm />
      <BuyingCostsForm />
      <LeadMailSetting />
      <BackupsSection />
      <AdminUsersSection currentUserId={user.id} onRemovedSelf={() => void logout()} />
      <BinSection />
      <ActivitySection />
      <AccountActions email={user.email} onLogout={() => void logout()} busy={busy} />
    </div>
  );
}
