import { VISIT_DAYS, VISIT_SLOTS } from '@core/constants';
import { messageKey } from '@core/message-key';
import { plotEnquiryFormSchema, type PlotEnquiryForm, type PlotEnquiryFormInput } from '@core/schemas/lead';
import { visitDaysFrom } from '@core/visit-date';
import { useRef } from 'react';
import { ContactFields } from '@/components/forms/contact-fields';
import { RadioGroupField, TextField } from '@/components/forms/form-controls';
import { SubmitButton } from '@/components/forms/submit-button';
import { HoneypotField } from '@/components/ui/form-field';
import { useSiteDay } from '@/hooks/use-site-day';
import { useT } from '@/i18n/use-language';
import { useFormDraft } from '@/lib/forms/use-form-draft';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { toast } from '@/lib/toast';
import { useCreatePlotEnquiry } from '../../api/create-plot-enquiry';
import { Localized } from '@/i18n/localized';
import { sentenceWith } from '@/i18n/sentence-with';

/**
 * 'Enquire about this plot': name, phone, email and, if the visitor likes, a site visit (a day in
 * the next VISIT_DAYS and a morning, afternoon or evening: both or neither); a lead linked to the
 * plot. Validated with the server's own schema; a draft per plot (the slot too) survives a reload.
 */
export function PlotEnquiryForm({ plotId, title, titleTe }: { plotId: string; title: string; titleTe: string | undefined }) {
  const t = useT('plotPage').enquiry;
  const empty: PlotEnquiryFormInput = { name: '', phone: '', email: '', plotId, visitDate: '', visitSlot: '' };
  const honeypot = useRef<HTMLInputElement>(null);
  const createEnquiry = useCreatePlotEnquiry();
  // The days a visit can be asked for (today in Amaravati and the next VISIT_DAYS − 1), known once
  // the page is live: a page rendered before midnight may come alive after it.
  const today = useSiteDay();
  const visitDays = today ? visitDaysFrom(today) : undefined;

  const enquiry = useSchemaForm<PlotEnquiryFormInput, PlotEnquiryForm>({ schema: plotEnquiryFormSchema, defaultValues: empty });
  useFormDraft(enquiry, { key: `draft:plot-enquiry:${plotId}` });
  const send = useSubmitState(enquiry, {
    submit: (values) => createEnquiry({ ...values, plotId, website: honeypot.current?.value ?? '' }),
    onSuccess: () => {
      toast.success(enquiry.say(messageKey('plotEnquirySent')));
      enquiry.resetTo(empty);
    },
    failureMessage: messageKey('plotEnquiryFailure'),
    // The plot is the page's, not an input: the server's word on it (no longer listed) is the toast.
    fieldOf: (path) => (path !== 'plotId' && Object.hasOwn(empty, path) ? (path as keyof PlotEnquiryFormInput) : null),
  });

  // A radio cannot be unpicked: this takes the time of day away (a visitor who no longer wants a
  // visit clears the date and this) and moves the focus to the first choice, as the button hides.
  const clearSlot = () => {
    const { setValue, clearErrors, getFieldState, setFocus } = enquiry.form;
    setValue('visitSlot', '');
    clearErrors('visitSlot');
    if (getFieldState('visitDate').error?.message === messageKey('visitDateForSlot')) clearErrors('visitDate');
    setFocus('visitSlot');
  };

  return (
    // On a wide screen the card stays in view beside the page (its aside is sticky, 6rem from the
    // top): never taller than the window, so the button is always within reach, by scrolling the card.
    <section
      aria-labelledby="plot-enquiry-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
      id="enquire"
    >
      <h2 id="plot-enquiry-heading" className="text-xl font-bold text-brand-800">
        {t.heading}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{sentenceWith(t.lead, <Localized english={title} telugu={titleTe} />)}</p>
      <form noValidate aria-labelledby="plot-enquiry-heading" onSubmit={send.onSubmit} className="relative space-y-4">
        <ContactFields form={enquiry} idPrefix="plot-enquiry" />
        <TextField
          form={enquiry}
          name="visitDate"
          id="plot-enquiry-visit-date"
          label={t.visitDate}
          type="date"
          min={visitDays?.earliest}
          max={visitDays?.latest}
          hint={t.visitDateHint(VISIT_DAYS)}
        />
        <RadioGroupField
          form={enquiry}
          name="visitSlot"
          id="plot-enquiry-visit-slot"
          label={t.visitSlot}
          options={VISIT_SLOTS.map((slot) => ({ value: slot, label: t.slots[slot].name, detail: t.slots[slot].hours }))}
          action={
            // Shown only while a time of day is picked: by CSS, so the server's page and a restored draft never differ.
            <button
              type="button"
              onClick={clearSlot}
              className="-mr-2 hidden h-8 items-center rounded-md px-2 text-sm font-medium text-brand-700 underline underline-offset-2 group-has-checked/radios:inline-flex hover:text-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              {t.clearSlot}
            </button>
          }
        />
        <HoneypotField ref={honeypot} />
        <SubmitButton busy={send.submitting} label={t.send} busyLabel={t.sending} className="w-full text-base" />
      </form>
    </section>
  );
}
