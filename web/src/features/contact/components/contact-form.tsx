import { messageKey } from '@core/message-key';
import { contactFormSchema, type ContactForm as ContactFormValues, type ContactFormInput } from '@core/schemas/lead';
import { useRef } from 'react';
import { toast } from '@/lib/toast';
import { ContactFields } from '@/components/forms/contact-fields';
import { FormCard } from '@/components/forms/form-card';
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
    <FormCard id="contact-form" heading={t.heading} intro={t.intro} onSubmit={send.onSubmit}>
      <ContactFields form={contact} idPrefix="contact" />
      <HoneypotField ref={honeypot} />
      <SubmitButton busy={send.submitting} label={t.send} busyLabel={t.sending} className="w-full text-base sm:w-auto sm:px-8" />
    </FormCard>
  );
}
