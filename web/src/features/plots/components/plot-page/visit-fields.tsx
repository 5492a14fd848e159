import { VISIT_DAYS, VISIT_SLOTS } from '@core/constants';
import { messageKey } from '@core/message-key';
import type { PlotEnquiryForm, PlotEnquiryFormInput } from '@core/schemas/lead';
import { visitDaysFrom } from '@core/visit-date';
import { RadioGroupField, TextField } from '@/components/forms/form-controls';
import { useSiteDay } from '@/hooks/use-site-day';
import { useT } from '@/i18n/use-language';
import type { SchemaForm } from '@/lib/forms/use-schema-form';

/**
 * A site visit, if the visitor likes: a day in the next VISIT_DAYS and a morning, afternoon or
 * evening (both or neither, the schema says), in a plot's enquiry and a venture's alike.
 */
export function VisitFields({ form, idPrefix }: { form: SchemaForm<PlotEnquiryFormInput, PlotEnquiryForm>; idPrefix: string }) {
  const t = useT('plotPage').enquiry;
  // The days a visit can be asked for (today in Amaravati and the next VISIT_DAYS − 1), known once
  // the page is live: a page rendered before midnight may come alive after it.
  const today = useSiteDay();
  const visitDays = today ? visitDaysFrom(today) : undefined;

  // A radio cannot be unpicked: this takes the time of day away (a visitor who no longer wants a
  // visit clears the date and this) and moves the focus to the first choice, as the button hides.
  const clearSlot = () => {
    const { setValue, clearErrors, getFieldState, setFocus } = form.form;
    setValue('visitSlot', '');
    clearErrors('visitSlot');
    if (getFieldState('visitDate').error?.message === messageKey('visitDateForSlot')) clearErrors('visitDate');
    setFocus('visitSlot');
  };

  return (
    <>
      <TextField
        form={form}
        name="visitDate"
        id={`${idPrefix}-visit-date`}
        label={t.visitDate}
        type="date"
        min={visitDays?.earliest}
        max={visitDays?.latest}
        hint={t.visitDateHint(VISIT_DAYS)}
      />
      <RadioGroupField
        form={form}
        name="visitSlot"
        id={`${idPrefix}-visit-slot`}
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
    </>
  );
}
