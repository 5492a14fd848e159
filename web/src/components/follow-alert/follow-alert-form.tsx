import type { AlertCadence, AlertSpecInput } from '@core/schemas/alerts';
import { ALERT_CADENCES } from '@core/schemas/alerts';
import { subscribeFormSchema } from '@core/schemas/subscriber';
import { useEffect, useRef, useState } from 'react';
import { FormBanner } from '@/components/forms/form-banner';
import { SubmitButton } from '@/components/forms/submit-button';
import { fieldControlClass, HoneypotField } from '@/components/ui/form-field';
import { useLanguage, useT } from '@/i18n/use-language';
import { ApiError } from '@/lib/api-client';
import { useFormDraft } from '@/lib/forms/use-form-draft';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { createSubscription, type SubscribeAnswer } from './create-subscription';
import type { FollowKind } from './follow-alert';

const followSchema = subscribeFormSchema.pick({ email: true, cadence: true });
interface FollowValues {
  email: string;
  cadence: AlertCadence;
}
/** As typed: the cadence has a default in the schema. */
type FollowInput = Omit<FollowValues, 'cadence'> & { cadence?: AlertCadence };

/**
 * The form of a follow button (follow-alert.tsx), loaded the first time it opens: an email (kept
 * as a draft while the visitor moves between pages, shared by every follow button), how often,
 * and Email me; it says what the server answered: check your inbox (a new address), added, or
 * followed already. The server's refusals show in the form (422 on a filter names it).
 */
export function FollowAlertForm({ kind, alert, id, open }: { kind: FollowKind; alert: AlertSpecInput; id: string; open: boolean }) {
  const t = useT('common').follow;
  const language = useLanguage();
  const honeypot = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState<SubscribeAnswer | null>(null);
  const follow = useSchemaForm<FollowInput, FollowValues>({ schema: followSchema, defaultValues: { email: '', cadence: 'instant' } });
  useFormDraft(follow, { key: 'draft:follow-alert' });
  const send = useSubmitState(follow, {
    submit: ({ email, cadence }) => {
      setAnswer(null);
      return createSubscription({ email, language, cadence, alert, website: honeypot.current?.value ?? '' });
    },
    onSuccess: (result, values) => {
      setAnswer(result);
      // The address stays for the next button; the form counts as sent.
      follow.resetTo(values);
    },
    // A refusal of the server that names no field (a 21st alert) is said as it is; anything else, ours.
    failureMessage: (failure) => (failure instanceof ApiError && failure.status === 422 && failure.key ? failure.key : t.failure),
    feedback: 'banner',
    invalidMessage: null,
  });
  const { focusLater } = follow;
  useEffect(() => {
    if (open) focusLater('email');
  }, [open, focusLater]);
  const error = follow.errorOf('email');

  return (
    <form noValidate aria-label={t[kind]} onSubmit={send.onSubmit} className="space-y-3">
      <FormBanner banner={send.banner} />
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-slate-800">
          {t.emailLabel}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@example.com"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-email-error` : undefined}
          className={fieldControlClass(Boolean(error))}
          {...follow.field('email')}
        />
        {error ? (
          <p id={`${id}-email-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-cadence`} className="block text-sm font-semibold text-slate-800">
          {t.cadenceLegend}
        </label>
        <select id={`${id}-cadence`} className={fieldControlClass(false)} {...follow.field('cadence')}>
          {ALERT_CADENCES.map((cadence) => (
            <option key={cadence} value={cadence}>
              {t.cadence[cadence]}
            </option>
          ))}
        </select>
      </div>
      <HoneypotField ref={honeypot} />
      <SubmitButton busy={send.submitting} label={t.submit} busyLabel={t.submitting} className="w-full sm:w-auto" />
      <p role="status" aria-live="polite" className="text-sm font-medium empty:hidden">
        {answer ? follow.say(answer.key) : null}
      </p>
    </form>
  );
}
