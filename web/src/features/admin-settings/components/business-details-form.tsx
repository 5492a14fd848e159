import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from '@core/constants';
import { siteSettingsSchema, type SiteSettings } from '@core/schemas/settings';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/lib/toast';
import { TextAreaField, TextField } from '@/components/forms/form-controls';
import { SubmitButton } from '@/components/forms/submit-button';
import { buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SETTINGS_TEXTS } from '@/config/admin-texts';
import { draftFromStored } from '@/lib/forms/draft-storage';
import { useFormDraft } from '@/lib/forms/use-form-draft';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { useBusinessDetails } from '../api/get-business-details';
import { useUpdateBusinessDetails } from '../api/update-business-details';
import { SettingsSection } from './settings-section';

const SOCIAL_FIELDS = [
  { name: 'social.facebook', label: 'Facebook' },
  { name: 'social.instagram', label: 'Instagram' },
  { name: 'social.twitter', label: 'X (Twitter)' },
  { name: 'social.youtube', label: 'YouTube' },
  { name: 'social.linkedin', label: 'LinkedIn' },
] as const satisfies readonly { name: FieldPath<SiteSettings>; label: string }[];

/** Plain words for the rules the shared schema states without a message of its own. */
const parseOptions = {
  error: (issue: { code: string; minimum?: unknown; maximum?: unknown }) => {
    if (issue.code === 'too_small' && issue.minimum === 1) return 'This field is required';
    if (issue.code === 'too_big') return `Must be at most ${String(issue.maximum)} characters`;
    return undefined;
  },
};

const URL_INPUT = { type: 'url', inputMode: 'url', spellCheck: false } as const;

type DetailsInput = z.input<typeof siteSettingsSchema>;

/** A stored draft back to values: field by field, the social links too. */
function detailsFromDraft(stored: unknown, saved: DetailsInput): DetailsInput {
  const social = stored !== null && typeof stored === 'object' ? (stored as { social?: unknown }).social : undefined;
  return { ...draftFromStored(stored, saved), social: draftFromStored(social, saved.social) };
}

function BusinessDetailsEditor({ settings }: { settings: SiteSettings }) {
  const save = useUpdateBusinessDetails();
  const details = useSchemaForm<DetailsInput, SiteSettings>({ schema: siteSettingsSchema, schemaOptions: parseOptions, defaultValues: settings });
  const draft = useFormDraft(details, { key: 'draft:business-details', read: detailsFromDraft });
  const send = useSubmitState(details, {
    submit: save,
    onSuccess: (saved) => {
      details.resetTo(saved);
      toast.success(SETTINGS_TEXTS.businessDetailsSaved, { id: 'business-details' });
    },
    failureMessage: SETTINGS_TEXTS.businessDetailsFailed,
    notify: (text) => toast.error(text, { id: 'business-details' }),
  });
  const dirty = details.form.formState.isDirty;

  return (
    <form noValidate aria-labelledby="business-details-heading" onSubmit={send.onSubmit} className="space-y-6">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField form={details} name="businessName" id="business-businessName" label="Business name" required autoComplete="organization" />
        <TextField form={details} name="email" id="business-email" label="Email" required type="email" inputMode="email" autoComplete="off" spellCheck={false} />
        <TextField
          form={details}
          name="phone"
          id="business-phone"
          label="Phone"
          required
          type="tel"
          inputMode="tel"
          autoComplete="off"
          hint="As visitors should dial it, e.g. +91 98480 12345."
        />
        <TextField
          form={details}
          name="whatsappNumber"
          id="business-whatsappNumber"
          label="WhatsApp number"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="Digits only, with the country code: 919848012345."
        />
      </div>
      <TextAreaField form={details} name="address" id="business-address" label="Address" required rows={3} className="min-h-24" />
      <TextAreaField
        form={details}
        name="addressTe"
        id="business-addressTe"
        label="Telugu address"
        lang="te"
        rows={3}
        className="min-h-24"
        hint="Shown on the Telugu site; left empty, it shows the English address."
      />
      <TextField
        form={details}
        name="mapsUrl"
        id="business-mapsUrl"
        label="Maps link"
        {...URL_INPUT}
        autoComplete="off"
        placeholder="https://maps.google.com/…"
        hint="Opens directions to the office."
      />
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">Map tiles</legend>
        <p className="-mt-2 text-sm text-slate-500">
          The maps on plot pages and the listings draw their tiles from this server. The site allows images from its address only, and shows the credit on every map.
        </p>
        <TextField
          form={details}
          name="mapTileUrl"
          id="business-mapTileUrl"
          label="Tile URL"
          required
          {...URL_INPUT}
          autoComplete="off"
          placeholder={DEFAULT_MAP_TILE_URL}
          hint="An http(s) address with {z}, {x} and {y}, e.g. the OpenStreetMap default above."
        />
        <TextField
          form={details}
          name="mapAttribution"
          id="business-mapAttribution"
          label="Map credit"
          required
          autoComplete="off"
          placeholder={DEFAULT_MAP_ATTRIBUTION}
          hint="The tile provider's required attribution, as plain text."
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">Social links</legend>
        <p className="-mt-2 text-sm text-slate-500">Leave a link empty to hide that icon on the site.</p>
        <div className="grid gap-5 md:grid-cols-2">
          {SOCIAL_FIELDS.map((social) => (
            <TextField
              key={social.name}
              form={details}
              name={social.name}
              id={`business-${social.name.replace('.', '-')}`}
              label={social.label}
              {...URL_INPUT}
              autoComplete="off"
              placeholder="https://…"
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-end">
        <button type="button" onClick={draft.discard} disabled={!dirty || send.submitting} className={buttonClass('ghost', 'w-full sm:w-auto')}>
          Discard changes
        </button>
        <SubmitButton busy={send.submitting} label="Save business details" busyLabel="Saving…" className="w-full sm:w-auto" />
      </div>
    </form>
  );
}

/** 'Business details' (docs/product.md §11): the phone, WhatsApp, email, address and links the site shows. */
export function BusinessDetailsForm() {
  const { settings, error, retry } = useBusinessDetails();
  return (
    <SettingsSection
      id="business-details"
      title="Business details"
      description="Shown on every public page: the top bar, the contact page, the footer and the WhatsApp button."
    >
      {settings ? (
        <BusinessDetailsEditor settings={settings} />
      ) : error ? (
        <ErrorState message={`${SETTINGS_TEXTS.businessDetailsLoadFailed} ${error.message}`} onRetry={retry} />
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
