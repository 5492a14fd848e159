import { messageKey } from '@core/message-key';
import { contactFormSchema, type ContactForm as ContactFormValues, type ContactFormInput } from '@core/schemas/lead';
import { useRef } from 'react';
import { toast } from '@/lib/toast';
import { ContactFields } from '@/components/forms/contact-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { HoneypotField } from '@/components/ui/form-field';
import { useT } from '@/i18n/use-language';
import { useFormDraft } from '@/lib/forms/use-form-draft';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { createContactSubmission } from '../api/create-contact-submission';

const EMPTY: ContactFormInput = { name: '', phone: '', email: '' };

/** 'Contact Us': validated on submit with the server's own schema; a draft survives a reload. */
export function ContactForm() {
  const honeypot = useRef<HTMLInputElement>(null);
  const t = useT('contact').form;
  const contact = useSchemaForm<ContactFormInput, ContactFormValues>({ schema: contactFormSchema, defaultValues: EMPTY });
  useFormDraft(contact, { key: 'draft:contact' });
  const send = useSubmitState(contact, {
    submit: (values) => createContactSubmission({ ...values, website: honeypot.current?.value ?? '' }),
    onSuccess: () => {
      toast.success(contact.say(messageKey('contactSuccess')));
      contact.resetTo(EMPTY);
    },
    failureMessage: messageKey('contactFailure'),
  });

  return (
    <section aria-labelledby="contact-form-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id="contact-form-heading" className="text-2xl font-bold text-brand-800">
        {t.heading}
      </h2>
      <p className="mt-1 mb-6 text-slate-600">{t.intro}</p>
      <form noValidate aria-labelledby="contact-form-heading" onSubmit={send.onSubmit} className="relative space-y-5">
        <ContactFields form={contact} idPrefix="contact" />
        <HoneypotField ref={honeypot} />
        <SubmitButton busy={send.submitting} label={t.send} busyLabel={t.sending} className="w-full text-base sm:w-auto sm:px-8" />
      </form>
    </section>
  );
}
