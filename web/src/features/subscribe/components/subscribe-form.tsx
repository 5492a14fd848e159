import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@core/messages';
import { subscribeFormSchema, type SubscribeFormInput } from '@core/schemas/subscriber';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button';
import { fieldControlClass, HoneypotField } from '@/components/ui/form-field';
import { showSubmitError } from '@/lib/submit-error';
import { createSubscription } from '../api/create-subscription';

type Outcome = 'created' | 'duplicate' | null;

/** 'Subscribe for Updates' (PRODUCT.md): an email stored on the server, a duplicate changes nothing. */
export function SubscribeForm() {
  const honeypot = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SubscribeFormInput, unknown, { email: string }>({
    resolver: zodResolver(subscribeFormSchema),
    defaultValues: { email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onValid = async ({ email }: { email: string }) => {
    setOutcome(null);
    try {
      const { created } = await createSubscription({ email, website: honeypot.current?.value ?? '' });
      setOutcome(created ? 'created' : 'duplicate');
      reset({ email: '' });
    } catch (error) {
      showSubmitError(error, {
        failureMessage: 'Could not subscribe right now. Please try again.',
        fieldNames: ['email'],
        setFieldError: (_name, message) => setError('email', { type: 'server', message }, { shouldFocus: true }),
      });
    }
  };

  const error = errors.email?.message;
  return (
    <form
      noValidate
      aria-label="Subscribe for updates"
      onSubmit={handleSubmit(onValid)}
      className="relative rounded-2xl border border-brand-100 bg-white p-5 shadow-sm"
    >
      <label htmlFor="subscribe-email" className="block text-sm font-semibold text-slate-800">
        Get news of new plots and capital updates by email
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
            placeholder="you@example.com"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'subscribe-email-error' : undefined}
            className={fieldControlClass(Boolean(error))}
            {...register('email', { onChange: () => clearErrors('email') })}
          />
          {error ? (
            <p id="subscribe-email-error" className="mt-1.5 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className={buttonClass('primary', 'shrink-0')}>
          {isSubmitting ? 'Subscribing...' : 'Subscribe for Updates'}
        </button>
      </div>
      <HoneypotField ref={honeypot} />
      <p role="status" aria-live="polite" className="mt-3 text-sm font-medium empty:mt-0">
        {outcome === 'created' ? (
          <span className="text-brand-700">{MESSAGES.subscribed}</span>
        ) : outcome === 'duplicate' ? (
          <span className="text-slate-700">{MESSAGES.alreadySubscribed}</span>
        ) : null}
      </p>
    </form>
  );
}
