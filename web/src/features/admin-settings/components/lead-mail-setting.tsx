import { useId, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useNoticePrefs, useSaveNoticePrefs } from '../api/notice-prefs';
import { SettingsSection } from './settings-section';

export const LEAD_MAILS_ON = 'You will get a mail for each new lead';
export const LEAD_MAILS_OFF = 'You will get no mail for new leads';
const SAVE_FAILED = 'Could not save your choice. Please try again.';

/**
 * 'New lead mails': whether the signed-in admin is mailed each new lead the moment it arrives
 * (who, a phone and a WhatsApp link, what they asked about, a link to the board). Each admin
 * chooses for themselves; on until they turn it off.
 */
export function LeadMailSetting({ onUnauthorized }: { onUnauthorized: () => void }) {
  const id = useId();
  const { prefs, error, retry } = useNoticePrefs();
  const save = useSaveNoticePrefs();
  const [saving, setSaving] = useState(false);

  const toggle = async () => {
    if (!prefs || saving) return;
    setSaving(true);
    try {
      const saved = await save({ newLeadMail: !prefs.newLeadMail });
      toast.success(saved.newLeadMail ? LEAD_MAILS_ON : LEAD_MAILS_OFF, { id: 'lead-mails' });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onUnauthorized();
      toast.error(err instanceof ApiError && err.status === 0 ? err.message : SAVE_FAILED, { id: 'lead-mails' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsSection id="lead-mails" title="New lead mails" description="A lead that waits is often lost: get each one by mail the moment it arrives.">
      {prefs ? (
        <div className="flex min-h-11 items-center justify-between gap-4">
          <span>
            <span id={`${id}-label`} className="block font-medium text-slate-900">
              Mail me each new lead
            </span>
            <span id={`${id}-hint`} className="block text-sm text-slate-600">
              Who it is, a call and a WhatsApp link, what they asked about and a link to them on the lead board. For your account only.
            </span>
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={prefs.newLeadMail}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            aria-busy={saving}
            disabled={saving}
            onClick={() => void toggle()}
            className={`relative h-7 w-12 shrink-0 rounded-full transition-colors disabled:opacity-60 ${prefs.newLeadMail ? 'bg-brand-600' : 'bg-slate-400'}`}
          >
            <span
              aria-hidden="true"
              className={`absolute top-1 left-1 h-5 w-5 rounded-full bg-white shadow transition-transform ${prefs.newLeadMail ? 'translate-x-5' : ''}`}
            />
          </button>
        </div>
      ) : error ? (
        <ErrorState message={`Could not load your choice. ${error.message}`} onRetry={retry} />
      ) : (
        <Skeleton className="h-11" />
      )}
    </SettingsSection>
  );
}
