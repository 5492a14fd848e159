import { messageKey } from '@core/message-key';
import { plotEnquiryFormSchema, type PlotEnquiryForm, type PlotEnquiryFormInput } from '@core/schemas/lead';
import { useRef } from 'react';
import { ContactFields } from '@/components/forms/contact-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { HoneypotField } from '@/components/ui/form-field';
import { useT } from '@/i18n/use-language';
import { useFormDraft } from '@/lib/forms/use-form-draft';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { toast } from '@/lib/toast';
import { useCreatePlotEnquiry } from '../../api/create-plot-enquiry';
import { Localized } from '@/i18n/localized';
import { sentenceWith } from '@/i18n/sentence-with';
import { useCopiesRequest } from '../../hooks/use-copies-request';
import { VisitFields } from './visit-fields';

/**
 * 'Enquire about this plot': name, phone, email and, if the visitor likes, a site visit (a day in
 * the next VISIT_DAYS and a morning, afternoon or evening: both or neither) and, when the page
 * lists documents we checked, copies of them; a lead linked to the plot. Validated with the
 * server's own schema; a draft per plot (the slot too) survives a reload.
 */
export function PlotEnquiryForm({
  plotId,
  title,
  titleTe,
  documentsChecked = false,
}: {
  plotId: string;
  title: string;
  titleTe: string | undefined;
  /** The page lists documents we checked: the visitor may ask for copies (the page's `Ask for copies` ticks the box). */
  documentsChecked?: boolean;
}) {
  const t = useT('plotPage').enquiry;
  const empty: PlotEnquiryFormInput = { name: '', phone: '', email: '', plotId, visitDate: '', visitSlot: '', copies: false };
  const honeypot = useRef<HTMLInputElement>(null);
  const createEnquiry = useCreatePlotEnquiry();
  const enquiry = useSchemaForm<PlotEnquiryFormInput, PlotEnquiryForm>({ schema: plotEnquiryFormSchema, defaultValues: empty });
  useFormDraft(enquiry, { key: `draft:plot-enquiry:${plotId}` });
  useCopiesRequest(plotId, () => {
    enquiry.form.setValue('copies', true, { shouldDirty: true });
    enquiry.focusLater('name');
  });
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
        <VisitFields form={enquiry} idPrefix="plot-enquiry" />
        {documentsChecked ? (
          <label className="flex min-h-11 cursor-pointer items-start gap-2.5 text-sm font-medium text-slate-800">
            <input type="checkbox" {...enquiry.field('copies')} id="plot-enquiry-copies" className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700" />
            {t.copies}
          </label>
        ) : null}
        <HoneypotField ref={honeypot} />
        <SubmitButton busy={send.submitting} label={t.send} busyLabel={t.sending} className="w-full text-base" />
      </form>
    </section>
  );
}
