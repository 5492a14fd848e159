import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@core/messages';
import { siteSettingsSchema, type SiteSettings } from '@core/schemas/settings';
import { useForm, type FieldPath } from 'react-hook-form';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { fieldControlClass, FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useBusinessDetails } from '../api/get-business-details';
import { useUpdateBusinessDetails } from '../api/update-business-details';
import { SettingsSection } from './settings-section';

export const BUSINESS_DETAILS_SAVED = 'Business details saved';
export const BUSINESS_DETAILS_FAILED = 'Could not save the business details. Please try again.';
const LOAD_FAILED = 'Could not load the business details.';

type FieldName = FieldPath<SiteSettings>;

const SOCIAL_FIELDS = [
  { name: 'social.facebook', label: 'Facebook' },
  { name: 'social.instagram', label: 'Instagram' },
  { name: 'social.twitter', label: 'X (Twitter)' },
  { name: 'social.youtube', label: 'YouTube' },
  { name: 'social.linkedin', label: 'LinkedIn' },
] as const satisfies readonly { name: FieldName; label: string }[];

const FIELD_NAMES: readonly FieldName[] = [
  'businessName',
  'phone',
  'whatsappNumber',
  'email',
  'address',
  'mapsUrl',
  ...SOCIAL_FIELDS.map((field) => field.name),
];

/** Plain words for the rules the shared schema states without a message of its own. */
const parseOptions = {
  error: (issue: { code: string; minimum?: unknown; maximum?: unknown }) => {
    if (issue.code === 'too_small' && issue.minimum === 1) return 'This field is required';
    if (issue.code === 'too_big') return `Must be at most ${String(issue.maximum)} characters`;
    return undefined;
  },
};

function errorAt(errors: ReturnType<typeof useForm<SiteSettings>>['formState']['errors'], name: FieldName): string | undefined {
  if (name.startsWith('social.')) {
    const key = name.slice('social.'.length) as keyof SiteSettings['social'];
    return errors.social?.[key]?.message;
  }
  return errors[name as Exclude<FieldName, `social${string}`>]?.message;
}

function BusinessDetailsEditor({ settings, onUnauthorized }: { settings: SiteSettings; onUnauthorized: () => void }) {
  const save = useUpdateBusinessDetails();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SiteSettings>({
    resolver: zodResolver(siteSettingsSchema, parseOptions),
    defaultValues: settings,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onValid = async (values: SiteSettings) => {
    try {
      const saved = await save(values);
      reset(saved);
      toast.success(BUSINESS_DETAILS_SAVED, { id: 'business-details' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const known = Object.entries(error.fields).filter(([name]) => FIELD_NAMES.includes(name as FieldName));
        known.forEach(([name, message], index) => setError(name as FieldName, { type: 'server', message }, { shouldFocus: index === 0 }));
        if (known.length > 0) {
          toast.error(MESSAGES.fixFormErrors, { id: 'business-details' });
          return;
        }
      }
      if (error instanceof ApiError && error.status === 401) onUnauthorized();
      toast.error(error instanceof ApiError && error.status === 429 ? error.message : BUSINESS_DETAILS_FAILED, { id: 'business-details' });
    }
  };

  const field = (name: FieldName) => register(name, { onChange: () => clearErrors(name) });
  const text = (name: FieldName, label: string, options: { required?: boolean; hint?: string; type?: string; inputMode?: 'tel' | 'email' | 'url' | 'numeric'; autoComplete?: string; placeholder?: string } = {}) => {
    const error = errorAt(errors, name);
    return (
      <FormField id={`business-${name.replace('.', '-')}`} label={label} required={options.required ?? false} error={error} hint={options.hint}>
        {(control) => (
          <input
            {...control}
            {...field(name)}
            type={options.type ?? 'text'}
            inputMode={options.inputMode}
            autoComplete={options.autoComplete ?? 'off'}
            placeholder={options.placeholder}
            spellCheck={options.type === 'url' || options.type === 'email' ? false : undefined}
            className={fieldControlClass(Boolean(error))}
          />
        )}
      </FormField>
    );
  };

  return (
    <form
      noValidate
      aria-labelledby="business-details-heading"
      onSubmit={handleSubmit(onValid, () => toast.error(MESSAGES.fixFormErrors, { id: 'business-details' }))}
      className="space-y-6"
    >
      <div className="grid gap-5 md:grid-cols-2">
        {text('businessName', 'Business name', { required: true, autoComplete: 'organization' })}
        {text('email', 'Email', { required: true, type: 'email', inputMode: 'email' })}
        {text('phone', 'Phone', { required: true, type: 'tel', inputMode: 'tel', hint: 'As visitors should dial it, e.g. +91 98480 12345.' })}
        {text('whatsappNumber', 'WhatsApp number', {
          required: true,
          inputMode: 'numeric',
          hint: 'Digits only, with the country code: 919848012345.',
        })}
      </div>
      <FormField id="business-address" label="Address" required error={errors.address?.message}>
        {(control) => <textarea {...control} {...field('address')} rows={3} className={fieldControlClass(Boolean(errors.address), 'min-h-24')} />}
      </FormField>
      {text('mapsUrl', 'Maps link', { type: 'url', inputMode: 'url', placeholder: 'https://maps.google.com/…', hint: 'Opens directions to the office.' })}
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">Social links</legend>
        <p className="-mt-2 text-sm text-slate-500">Leave a link empty to hide that icon on the site.</p>
        <div className="grid gap-5 md:grid-cols-2">
          {SOCIAL_FIELDS.map((social) => (
            <div key={social.name}>{text(social.name, social.label, { type: 'url', inputMode: 'url', placeholder: 'https://…' })}</div>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-end">
        <button
          type="button"
          onClick={() => reset(settings)}
          disabled={!isDirty || isSubmitting}
          className={buttonClass('ghost', 'w-full sm:w-auto')}
        >
          Discard changes
        </button>
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className={buttonClass('primary', 'w-full sm:w-auto')}>
          {isSubmitting ? 'Saving…' : 'Save business details'}
        </button>
      </div>
    </form>
  );
}

/** 'Business details' (PRODUCT.md): the phone, WhatsApp, email, address and links the site shows. */
export function BusinessDetailsForm({ onUnauthorized }: { onUnauthorized: () => void }) {
  const { settings, error, retry } = useBusinessDetails();
  return (
    <SettingsSection
      id="business-details"
      title="Business details"
      description="Shown on every public page: the top bar, the contact page, the footer and the WhatsApp button."
    >
      {settings ? (
        <BusinessDetailsEditor settings={settings} onUnauthorized={onUnauthorized} />
      ) : error ? (
        <ErrorState message={`${LOAD_FAILED} ${error.message}`} onRetry={retry} />
      ) : (
        <div aria-hidden="true" className="grid gap-5 md:grid-cols-2">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      )}
    </SettingsSection>
  );
}
