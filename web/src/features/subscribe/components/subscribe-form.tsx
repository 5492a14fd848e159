import { messageKey } from '@core/message-key';
import { subscribeFormSchema, type SubscribeFormInput } from '@core/schemas/subscriber';
import { useRef, useState } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { fieldControlClass, HoneypotField } from '@/components/ui/form-field';
import { useT } from '@/i18n/use-language';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { createSubscription } from '../api/create-subscription';

type Outcome = 'created' | 'duplicate' | null;

/** 'Subscribe for Updates': an email stored on the server, a duplicate changes nothing. */
export function SubscribeForm() {
  const honeypot = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const t = useT('contact').subscribe;
  const subscribe = useSchemaForm<SubscribeFormInput, { email: string }>({ schema: subscribeFormSchema, defaultValues: { email: '' } });
  const send = useSubmitState(subscribe, {
    submit: ({ email }) => {
      setOutcome(null);
      return createSubscription({ email, website: honeypot.current?.value ?? '' });
    },
    onSuccess: ({ created }) => {
      setOutcome(created ? 'created' : 'duplicate');
      subscribe.resetTo({ email: '' });
    },
    failureMessage: t.failure,
    invalidMessage: null,
  });

  const error = subscribe.errorOf('email');
  return (
    <form noValidate aria-label={t.label} onSubmit={send.onSubmit} className="relative rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <label htmlFor="subscribe-email" className="block text-sm font-semibold text-slate-800">
        {t.prompt}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <input
            id="subscribe-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t.placeholder}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'subscribe-email-error' : undefined}
            className={fieldControlClass(Boolean(error))}
            {...subscribe.field('email')}
          />
          {error ? (
            <p id="subscribe-email-error" className="mt-1.5 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <SubmitButton busy={send.submitting} label={t.submit} busyLabel={t.submitting} className="shrink-0" />
      </div>
      <HoneypotField ref={honeypot} />
      <p role="status" aria-live="polite" className="mt-3 text-sm font-medium empty:mt-0">
        {outcome === 'created' ? (
          <span className="text-brand-700">{subscribe.say(messageKey('subscribed'))}</span>
        ) : outcome === 'duplicate' ? (
          <span className="text-slate-700">{subscribe.say(messageKey('alreadySubscribed'))}</span>
        ) : null}
      </p>
    </form>
  );
}
