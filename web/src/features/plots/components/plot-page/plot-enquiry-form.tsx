import { MESSAGES } from '@core/messages';
import { plotEnquiryFormSchema, type PlotEnquiryForm, type PlotEnquiryFormInput } from '@core/schemas/lead';
import { visitDateWindow } from '@core/visit-date';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ContactFields } from '@/components/forms/contact-fields';
import { TextField } from '@/components/forms/form-controls';
import { SubmitButton } from '@/components/forms/submit-button';
import { HoneypotField } from '@/components/ui/form-field';
import { useMessageText } from '@/i18n/message-text';
import { useT } from '@/i18n/use-language';
import { toast } from '@/lib/toast';
import { useServerForm } from '@/lib/use-server-form';
import { useCreatePlotEnquiry } from '../../api/create-plot-enquiry';
import { sentenceWith } from '@/i18n/sentence-with';

/**
 * 'Enquire about this plot': name, phone, email and a day to visit if the visitor likes; a lead
 * linked to the plot. Validated with the server's own schema; a draft per plot survives a reload.
 */
export function PlotEnquiryForm({ plotId, plotTitle }: { plotId: string; plotTitle: ReactNode }) {
  const t = useT('plotPage').enquiry;
  const messageText = useMessageText();
  const empty: PlotEnquiryFormInput = { name: '', phone: '', email: '', plotId, visitDate: '' };
  const honeypot = useRef<HTMLInputElement>(null);
  const createEnquiry = useCreatePlotEnquiry();
  // The days a visit can be asked for (today in Amaravati and the next 90), set after hydration:
  // a page rendered before midnight may come alive after it.
  const [visitDays, setVisitDays] = useState<{ earliest: string; latest: string }>();
  useEffect(() => setVisitDays(visitDateWindow(new Date())), []);

  const enquiry = useServerForm<PlotEnquiryFormInput, PlotEnquiryForm>({
    schema: plotEnquiryFormSchema,
    defaultValues: empty,
    draft: { key: `draft:plot-enquiry:${plotId}` },
    submit: (values) => createEnquiry({ ...values, plotId, website: honeypot.current?.value ?? '' }),
    onSuccess: () => {
      toast.success(messageText(MESSAGES.plotEnquirySent));
      enquiry.resetTo(empty);
    },
    failureMessage: MESSAGES.plotEnquiryFailure,
  });

  return (
    <section aria-labelledby="plot-enquiry-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" id="enquire">
      <h2 id="plot-enquiry-heading" className="text-xl font-bold text-brand-800">
        {t.heading}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{sentenceWith(t.lead, plotTitle)}</p>
      <form noValidate aria-labelledby="plot-enquiry-heading" onSubmit={enquiry.onSubmit} className="relative space-y-4">
        <ContactFields form={enquiry} idPrefix="plot-enquiry" />
        <TextField
          form={enquiry}
          name="visitDate"
          id="plot-enquiry-visit-date"
          label={t.visitDate}
          type="date"
          min={visitDays?.earliest}
          max={visitDays?.latest}
          hint={t.visitDateHint}
        />
        <HoneypotField ref={honeypot} />
        <SubmitButton busy={enquiry.isSubmitting} label={t.send} busyLabel={t.sending} className="w-full text-base" />
      </form>
    </section>
  );
}
