import { zodResolver } from '@hookform/resolvers/zod';
import { PLOT_CATEGORIES, PLOT_CATEGORY_LABELS, type PlotCategory } from '@core/constants';
import { MESSAGES } from '@core/messages';
import { sellEnquiryFormSchema, type SellEnquiryForm as SellEnquiryValues, type SellEnquiryFormInput } from '@core/schemas/lead';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button';
import { fieldControlClass, FormField, HoneypotField } from '@/components/ui/form-field';
import { clearDraft, readDraft, useFormDraft } from '@/lib/form-draft';
import { showSubmitError } from '@/lib/submit-error';
import { createSellEnquiry } from '../api/create-sell-enquiry';

const DRAFT_KEY = 'draft:sell';
const FIELD_NAMES = ['name', 'phone', 'email', 'category', 'location', 'area', 'expectedPrice', 'message'] as const;
type FieldName = (typeof FIELD_NAMES)[number];

function emptyValues(category: PlotCategory) {
  return { name: '', phone: '', email: '', category, location: '', area: '', expectedPrice: '', message: '' };
}

/** The sell enquiry of /sell/{category}: becomes a lead the team calls back. */
export function SellEnquiryForm({ category }: { category: PlotCategory }) {
  const honeypot = useRef<HTMLInputElement>(null);
  const empty = emptyValues(category);
  // The category always comes from the page the visitor opened, whatever the draft held.
  const initial = { ...readDraft(DRAFT_KEY, empty), category };
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SellEnquiryFormInput, unknown, SellEnquiryValues>({
    resolver: zodResolver(sellEnquiryFormSchema),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  useFormDraft(DRAFT_KEY, watch);

  const onValid = async (values: SellEnquiryValues) => {
    try {
      await createSellEnquiry({ ...values, website: honeypot.current?.value ?? '' });
      toast.success(MESSAGES.sellEnquirySent);
      reset(emptyValues(values.category));
      clearDraft(DRAFT_KEY);
    } catch (error) {
      showSubmitError(error, {
        failureMessage: MESSAGES.contactFailure,
        fieldNames: FIELD_NAMES,
        setFieldError: (name, message) => setError(name as FieldName, { type: 'server', message }, { shouldFocus: true }),
      });
    }
  };

  const field = (name: FieldName) => register(name, { onChange: () => clearErrors(name) });
  const invalid = (name: FieldName) => Boolean(errors[name]);

  return (
    <section aria-labelledby="sell-form-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id="sell-form-heading" className="text-2xl font-bold text-brand-800">
        Tell us about your property
      </h2>
      <p className="mt-1 mb-6 text-slate-600">We will call you back to discuss a fair price and the next steps.</p>
      <form
        noValidate
        aria-labelledby="sell-form-heading"
        onSubmit={handleSubmit(onValid, () => toast.error(MESSAGES.fixFormErrors, { id: MESSAGES.fixFormErrors }))}
        className="relative space-y-5"
      >
        <FormField id="sell-category" label="Property type" required error={errors.category?.message}>
          {(control) => (
            <select {...control} {...field('category')} className={fieldControlClass(invalid('category'))}>
              {PLOT_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {PLOT_CATEGORY_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id="sell-location"
          label="Location"
          required
          error={errors.location?.message}
          hint="Village or area, e.g. Thullur, Mangalagiri"
        >
          {(control) => (
            <input
              {...control}
              {...field('location')}
              type="text"
              autoComplete="off"
              className={fieldControlClass(invalid('location'))}
            />
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="sell-area" label="Area" error={errors.area?.message} hint="e.g. 200 sq yd or 1.5 acres">
            {(control) => (
              <input {...control} {...field('area')} type="text" autoComplete="off" className={fieldControlClass(invalid('area'))} />
            )}
          </FormField>
          <FormField
            id="sell-expected-price"
            label="Expected price"
            error={errors.expectedPrice?.message}
            hint="e.g. ₹45,000 per sq yd or ₹90 lakhs"
          >
            {(control) => (
              <input
                {...control}
                {...field('expectedPrice')}
                type="text"
                autoComplete="off"
                className={fieldControlClass(invalid('expectedPrice'))}
              />
            )}
          </FormField>
        </div>
        <FormField id="sell-message" label="Anything else we should know" error={errors.message?.message}>
          {(control) => (
            <textarea
              {...control}
              {...field('message')}
              rows={4}
              className={fieldControlClass(invalid('message'), 'resize-y')}
            />
          )}
        </FormField>

        <fieldset className="space-y-5 border-t border-slate-200 pt-5">
          <legend className="sr-only">Your contact details</legend>
          <p aria-hidden="true" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            Your contact details
          </p>
          <FormField id="sell-name" label="Name" required error={errors.name?.message}>
            {(control) => (
              <input {...control} {...field('name')} type="text" autoComplete="name" className={fieldControlClass(invalid('name'))} />
            )}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="sell-phone" label="Phone Number" required error={errors.phone?.message}>
              {(control) => (
                <input
                  {...control}
                  {...field('phone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  className={fieldControlClass(invalid('phone'))}
                />
              )}
            </FormField>
            <FormField id="sell-email" label="Email" required error={errors.email?.message}>
              {(control) => (
                <input
                  {...control}
                  {...field('email')}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  className={fieldControlClass(invalid('email'))}
                />
              )}
            </FormField>
          </div>
        </fieldset>
        <HoneypotField ref={honeypot} />
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
          className={buttonClass('primary', 'w-full text-base sm:w-auto sm:px-8')}
        >
          {isSubmitting ? (
            <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
          ) : null}
          {isSubmitting ? 'Sending...' : 'Send Enquiry'}
        </button>
      </form>
    </section>
  );
}
