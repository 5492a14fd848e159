import { Button } from '@/components/ui/button';
import { SettingsSection } from './settings-section';

/** 'Account Actions' (docs/product.md §2): who is signed in, and Logout. */
export function AccountActions({ email, onLogout, busy }: { email: string; onLogout: () => void; busy: boolean }) {
  return (
    <SettingsSection id="account-actions" title="Account Actions">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="min-w-0 text-sm text-slate-700">
          Signed in as <strong className="break-all text-slate-900">{email}</strong>
        </p>
        <Button
          variant="secondary"
          onClick={onLogout}
          disabled={busy}
          aria-busy={busy}
          className="w-full border-red-700 text-red-700 hover:bg-red-50 sm:w-auto"
        >
          {busy ? 'Signing out…' : 'Logout'}
        </Button>
      </div>
    </SettingsSection>
  );
}
