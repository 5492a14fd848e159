import { messageKey } from '@core/message-key';
import { plotEnquiryFormSchema, type PlotEnquiryForm, type PlotEnquiryFormInput } from '@core/schemas/lead';
import { useEffect, useRef } from 'react';
import { ContactFields } from '@/components/forms/contact-fields';
import { SubmitButton } from '@/components/forms/submit-button';
import { HoneypotField } from '@/components/ui/form-field';
import { Localized } from '@/i18n/localized';
import { sentenceWith } from '@/i18n/sentence-with';
import { useT } from '@/i18n/use-language';
import { useFormDraft } from '@/lib/forms/use-form-draft';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { toast } from '@/lib/toast';
import { useCreatePlotEnquiry } from '../../api/create-plot-enquiry';
import { VisitFields } from '../plot-page/visit-fields';
import { CloseIcon } from '@/components/layout/layout-icons';

const EMPTY: PlotEnquiryFormInput = { name: '', phone: '', email: '', plotId: '', visitDate: '', visitSlot: '' };

/**
 * 'Enquire about this venture': the plots the visitor picked on the plan (Enquire in a plot's
 * panel), each removable, then name, phone, email and a site visit if they like, as on a plot's
 * page (the same schema and form hooks). The lead names the venture and every picked plot. What
 * is typed survives a reload (a draft per venture) and a refused send.
 */
export function VentureEnquiryForm({
  ventureId,
  ventureName,
  ventureNameTe,
  plots,
  onRemove,
}: {
  ventureId: string;
  ventureName: string;
  ventureNameTe: string;
  plots: readonly { id: string; number: string }[];
  onRemove: (plotId: string) => void;
}) {
  const t = useT('ventures').enquiry;
  const words = useT('plotPage').enquiry;
  const honeypot = useRef<HTMLInputElement>(null);
  const createEnquiry = useCreatePlotEnquiry();
  const enquiry = useSchemaForm<PlotEnquiryFormInput, PlotEnquiryForm>({ schema: plotEnquiryFormSchema, defaultValues: EMPTY });
  useFormDraft(enquiry, { key: `draft:venture-enquiry:${ventureId}` });
  const plotIds = plots.map((plot) => plot.id);
  const firstPlot = plotIds[0] ?? '';

  // The plots are picked on the plan, not typed: the form holds the first so its rule (a plot is
  // named) speaks beside the list, and the send names them all.
  const { setValue, clearErrors } = enquiry.form;
  useEffect(() => {
    setValue('plotId', firstPlot);
    if (firstPlot) clearErrors('plotId');
  }, [firstPlot, setValue, clearErrors]);

  const send = useSubmitState(enquiry, {
    submit: (values) => createEnquiry({ ...values, plotId: firstPlot, ventureId, plotIds, website: honeypot.current?.value ?? '' }),
    onSuccess: () => {
      toast.success(enquiry.say(messageKey('plotEnquirySent')));
      enquiry.resetTo({ ...EMPTY, plotId: firstPlot });
    },
    failureMessage: messageKey('plotEnquiryFailure'),
    // The picked plots (`plotIds`, or one of them: `plotIds.2`) speak where the form's plot rule does.
    fieldOf: (path) => (Object.hasOwn(EMPTY, path) ? (path as keyof PlotEnquiryFormInput) : path.split('.')[0] === 'plotIds' ? 'plotId' : null),
  });
  const plotError = enquiry.errorOf('plotId');

  return (
    <section
      aria-labelledby="venture-enquiry-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
      id="venture-enquiry"
      data-testid="venture-enquiry"
    >
      <h2 id="venture-enquiry-heading" className="text-xl font-bold text-brand-800">
        {t.heading}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{sentenceWith(t.lead, <Localized english={ventureName} telugu={ventureNameTe} />)}</p>
      <form noValidate aria-labelledby="venture-enquiry-heading" onSubmit={send.onSubmit} className="relative space-y-4">
        <fieldset aria-describedby={plotError ? 'venture-enquiry-plots-error' : undefined}>
          <legend className="text-sm font-medium text-slate-700">{t.plots}</legend>
          {plots.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2" data-testid="venture-enquiry-plots">
              {plots.map((plot) => (
                <li key={plot.id} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
                  {plot.number}
                  <button
                    type="button"
                    onClick={() => onRemove(plot.id)}
                    aria-label={t.remove(plot.number)}
                    className="inline-flex h-8 w-8 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100"
                  >
                    <CloseIcon width={14} height={14} />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">{t.none}</p>
          )}
          {plotError ? (
            <p id="venture-enquiry-plots-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
              {plotError}
            </p>
          ) : null}
        </fieldset>
        <ContactFields form={enquiry} idPrefix="venture-enquiry" />
        <VisitFields form={enquiry} idPrefix="venture-enquiry" />
        <HoneypotField ref={honeypot} />
        <SubmitButton busy={send.submitting} label={words.send} busyLabel={words.sending} className="w-full text-base" />
      </form>
    </section>
  );
}
