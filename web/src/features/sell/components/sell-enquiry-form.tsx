import { PLOT_CATEGORIES, type PlotCategory } from '@core/constants';
import { messageKey } from '@core/message-key';
import { sellEnquiryFormSchema, type SellEnquiryForm as SellEnquiryValues, type SellEnquiryFormInput } from '@core/schemas/lead';
import { useRef } from 'react';
import { toast } from '@/lib/toast';
import { ContactFields } from '@/components/forms/contact-fields';
import { FormCard } from '@/components/forms/form-card';
import { SelectField, TextAreaField, TextField } from '@/components/forms/form-controls';
import { Options } from '@/components/forms/options';
import { SubmitButton } from '@/components/forms/submit-button';
import { HoneypotField } from '@/components/ui/form-field';
import { useT } from '@/i18n/use-language';
import { draftFromStored } from '@/lib/forms/draft-storage';
import { useFormDraft } from '@/lib/forms/use-form-draft';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { createSellEnquiry } from '../api/create-sell-enquiry';

function emptyValues(category: PlotCategory): SellEnquiryFormInput {
  return { name: '', phone: '', email: '', category, location: '', area: '', expectedPrice: '', message: '' };
}

/** The sell enquiry of /sell/{category}: becomes a lead the team calls back. */
export function SellEnquiryForm({ category }: { category: PlotCategory }) {
  const honeypot = useRef<HTMLInputElement>(null);
  const t = useT('sell').form;
  const categories = useT('common').categories;
  const sell = useSchemaForm<SellEnquiryFormInput, SellEnquiryValues>({ schema: sellEnquiryFormSchema, defaultValues: emptyValues(category) });
  // The category always comes from the page the visitor opened, whatever the draft held.
  useFormDraft(sell, { key: 'draft:sell', read: (stored, saved) => ({ ...draftFromStored(stored, saved), category }) });
  const send = useSubmitState(sell, {
    submit: (values) => createSellEnquiry({ ...values, website: honeypot.current?.value ?? '' }),
    onSuccess: (_result, values) => {
      toast.success(sell.say(messageKey('sellEnquirySent')));
      sell.resetTo(emptyValues(values.category));
    },
    failureMessage: messageKey('contactFailure'),
  });

  return (
    <FormCard id="sell-form" heading={t.heading} intro={t.lead} onSubmit={send.onSubmit}>
      <SelectField form={sell} name="category" id="sell-category" label={t.category} required>
        <Options values={PLOT_CATEGORIES} labels={categories} />
      </SelectField>
      <TextField form={sell} name="location" id="sell-location" label={t.location} required hint={t.locationHint} autoComplete="off" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={sell} name="area" id="sell-area" label={t.area} hint={t.areaHint} autoComplete="off" />
        <TextField form={sell} name="expectedPrice" id="sell-expected-price" label={t.expectedPrice} hint={t.expectedPriceHint} autoComplete="off" />
      </div>
      <TextAreaField form={sell} name="message" id="sell-message" label={t.message} rows={4} className="resize-y" />

      <fieldset className="space-y-5 border-t border-slate-200 pt-5">
        <legend className="sr-only">{t.contactDetails}</legend>
        <p aria-hidden="true" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
          {t.contactDetails}
        </p>
        <ContactFields form={sell} idPrefix="sell" columns />
      </fieldset>
      <HoneypotField ref={honeypot} />
      <SubmitButton busy={send.submitting} label={t.send} busyLabel={t.sending} className="w-full text-base sm:w-auto sm:px-8" />
    </FormCard>
  );
}
