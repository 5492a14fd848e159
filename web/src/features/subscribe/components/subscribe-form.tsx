import { subscribeFormSchema } from '@core/schemas/subscriber';
import { useRef, useState } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { fieldControlClass, HoneypotField } from '@/components/ui/form-field';
import { useLanguage, useT } from '@/i18n/use-language';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { createSubscription, type SubscribeAnswer } from '@/components/follow-alert/create-subscription';

/** The form asks for the address only: what it follows (the news) is the form's own. */
const emailOnly = subscribeFormSchema.pick({ email: true });

/**
 * 'Subscribe for Updates': follows the news with this address (docs/product.md, "Alerts for
 * subscribers"). The answer says whether a confirmation link went out or the news is followed now.
 */
export function SubscribeForm() {
  const honeypot = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState<SubscribeAnswer | null>(null);
  const language = useLanguage();
  const t = useT('contact').subscribe;
  const subscribe = useSchemaForm<{ email: string }, { email: string }>({ schema: emailOnly, defaultValues: { email: '' } });
  const send = useSubmitState(subscribe, {
    submit: ({ email }) => {
      setAnswer(null);
      return createSubscription({ email, language, cadence: 'instant', alert: { kind: 'news' }, website: honeypot.current?.value ?? '' });
    },
    onSuccess: (result) => {
      setAnswer(result);
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
        {answer ? <span className={answer.created ? 'text-brand-700' : 'text-slate-700'}>{subscribe.say(answer.key)}</span> : null}
      </p>
    </form>
  );
}
