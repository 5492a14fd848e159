import type { NoticePrefs } from '@core/schemas/notice-prefs';
import { useId, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SETTINGS_TEXTS } from '@/config/admin-texts';
import { ApiError } from '@/lib/api-client';
import { failureText } from '@/lib/forms/server-errors';
import { toast } from '@/lib/toast';
import { useNoticePrefs, useSaveNoticePrefs } from '../api/notice-prefs';
import { SettingsSection } from './settings-section';

/** Unreachable: the browser's words; throttled: the server's; anything else: ours. */
const toggleFailure = (error: unknown) => (error instanceof ApiError && error.status === 0 ? error.message : SETTINGS_TEXTS.mailChoiceFailed);

const CHOICES: readonly { key: keyof NoticePrefs; label: string; hint: string; on: string; off: string }[] = [
  {
    key: 'newLeadMail',
    label: 'Mail me each new lead',
    hint: 'Who it is, a call and a WhatsApp link, what they asked about and a link to them on the lead board.',
    on: SETTINGS_TEXTS.leadMailsOn,
    off: SETTINGS_TEXTS.leadMailsOff,
  },
  {
    key: 'dailyDigest',
    label: 'Morning digest at 9:00',
    hint: 'New leads of the last day, leads still waiting for an answer after 24 hours, and the site visits asked for today. Only on days with something to report.',
    on: SETTINGS_TEXTS.digestOn,
    off: SETTINGS_TEXTS.digestOff,
  },
];

/**
 * 'New lead mails': which mails about leads the signed-in admin gets — each new lead the moment
 * it arrives, and the morning digest. Each admin chooses for themselves; both on until turned off.
 */
export function LeadMailSetting() {
  const id = useId();
  const { prefs, error, retry } = useNoticePrefs();
  const save = useSaveNoticePrefs();
  const [saving, setSaving] = useState<keyof NoticePrefs | null>(null);

  const toggle = async (choice: (typeof CHOICES)[number]) => {
    if (!prefs || saving) return;
    setSaving(choice.key);
    try {
      const saved = await save({ [choice.key]: !prefs[choice.key] });
      toast.success(saved[choice.key] ? choice.on : choice.off, { id: 'lead-mails' });
    } catch (err) {
      toast.error(failureText(err, toggleFailure), { id: 'lead-mails' });
    } finally {
      setSaving(null);
    }
  };

  return (
    <SettingsSection id="lead-mails" title="New lead mails" description="A lead that waits is often lost. These mails are for your account only.">
      {prefs ? (
        <ul className="divide-y divide-slate-200">
          {CHOICES.map((choice) => {
            const on = prefs[choice.key];
            return (
              <li key={choice.key} className="flex min-h-11 items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
                <span>
                  <span id={`${id}-${choice.key}`} className="block font-medium text-slate-900">
                    {choice.label}
                  </span>
                  <span id={`${id}-${choice.key}-hint`} className="block text-sm text-slate-600">
                    {choice.hint}
                  </span>
                </span>
                <button
                  type="button"
                  role="switch"
                  aria-checked={on}
                  aria-labelledby={`${id}-${choice.key}`}
                  aria-describedby={`${id}-${choice.key}-hint`}
                  aria-busy={saving === choice.key}
                  disabled={saving !== null}
                  onClick={() => void toggle(choice)}
                  className={`relative h-7 w-12 shrink-0 rounded-full transition-colors disabled:opacity-60 ${on ? 'bg-brand-600' : 'bg-slate-400'}`}
                >
                  <span aria-hidden="true" className={`absolute top-1 left-1 h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : ''}`} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : error ? (
        <ErrorState message={`Could not load your choice. ${error.message}`} onRetry={retry} />
      ) : (
        <Skeleton className="h-24" />
      )}
    </SettingsSection>
  );
}
