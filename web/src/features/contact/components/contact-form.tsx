import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@core/messages';
import { contactFormSchema, type ContactForm as ContactFormValues, type ContactFormInput } from '@core/schemas/lead';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button';
import { fieldControlClass, FormField, HoneypotField } from '@/components/ui/form-field';
import { clearDraft, readDraft, useFormDraft } from '@/lib/form-draft';
import { showSubmitError } from '@/lib/submit-error';
import { createContactSubmission } from '../api/create-contact-submission';

const DRAFT_KEY = 'draft:contact';
const EMPTY: ContactFormInput = { name: '', phone: '', email: '' };
const FIELD_NAMES = ['name', 'phone', 'email'] as const;

/** 'Contact Us' (spec §2, §5): validated on submit with the same schema as the server. */
export function ContactForm() {
  const honeypot = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: readDraft(DRAFT_KEY, EMPTY),
    mode: 'onSubmit',
    // Editing a field clears its error (spec §5); the next submit validates again.
    reValidateMode: 'onSubmit',
  });
  useFormDraft(DRAFT_KEY, watch);

  const onValid = async (values: ContactFormValues) => {
    try {
      await createContactSubmission({ ...values, website: honeypot.current?.value ?? '' });
      toast.success(MESSAGES.contactSuccess);
      reset(EMPTY);
      clearDraft(DRAFT_KEY);
    } catch (error) {
      showSubmitError(error, {
        failureMessage: MESSAGES.contactFailure,
        fieldNames: FIELD_NAMES,
        setFieldError: (name, message) =>
          setError(name as (typeof FIELD_NAMES)[number], { type: 'server', message }, { shouldFocus: true }),
      });
    }
  };

  const field = (name: (typeof FIELD_NAMES)[number]) =>
    register(name, { onChange: () => clearErrors(name) });

  return (
    <section aria-labelledby="contact-form-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id="contact-form-heading" className="text-2xl font-bold text-brand-800">
        Contact Us
      </h2>
      <p className="mt-1 mb-6 text-slate-600">
        Leave your details and our team will call you back about plots, prices or a site visit.
      </p>
      <form
        noValidate
        aria-labelledby="contact-form-heading"
        onSubmit={handleSubmit(onValid, () => toast.error(MESSAGES.fixFormErrors, { id: MESSAGES.fixFormErrors }))}
        className="relative space-y-5"
      >
        <FormField id="contact-name" label="Name" required error={errors.name?.message}>
          {(control) => (
            <input {...control} {...field('name')} type="text" autoComplete="name" className={fieldControlClass(Boolean(errors.name))} />
          )}
        </FormField>
        <FormField id="contact-phone" label="Phone Number" required error={errors.phone?.message} hint="10-digit mobile number">
          {(control) => (
            <input
              {...control}
              {...field('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              className={fieldControlClass(Boolean(errors.phone))}
            />
          )}
        </FormField>
        <FormField id="contact-email" label="Email" required error={errors.email?.message}>
          {(control) => (
            <input
              {...control}
              {...field('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              className={fieldControlClass(Boolean(errors.email))}
            />
          )}
        </FormField>
        <HoneypotField ref={honeypot} />
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className={buttonClass('primary', 'w-full text-base sm:w-auto sm:px-8')}>
          {isSubmitting ? (
            <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
          ) : null}
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </button>
      </form>
    </section>
  );
}
