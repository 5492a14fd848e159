import { PLOT_CATEGORIES, PLOT_CATEGORY_LABELS, PLOT_STATUSES, PLOT_TYPES, ROAD_FACINGS } from '@core/constants';
import { PLOT_STATUS_LABELS } from '@core/plot-status';
import type { PlotData } from '@core/schemas/plot';
import { Controller, useWatch } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '@/components/forms/form-controls';
import { DocumentChecksFields } from '@/components/forms/document-checks-fields';
import { Options } from '@/components/forms/options';
import { PhotosField } from '@/components/photos/photos-field';
import { PLOT_TEXTS } from '@/config/admin-texts';
import type { SchemaForm } from '@/lib/forms/use-schema-form';
import type { PlotFormValues } from '../utils/plot-form-values';
import { plotToast } from '../utils/plot-toast';
import { FeaturesField } from './features-field';
import { ApprovalsFields, ChargesFields } from './approvals-fields';
import { TotalPriceField } from './total-price-field';
import { VentureFields, type VentureChoices } from './venture-fields';
import { reservationDayRange } from '../utils/reservation';

type PlotForm = SchemaForm<PlotFormValues, PlotData>;

/** The form is a modal: its photo toasts show in the modal's own toaster. */
const photoNotices = {
  uploaded: () => plotToast.success(PLOT_TEXTS.imageUploaded, 'modal'),
  error: (text: string) => plotToast.error(text, 'modal'),
};

/** Number boxes of the plot form: decimal keyboard on phones, nothing below 0. */
const NUMBER = { type: 'number', inputMode: 'decimal', min: 0, step: 'any' } as const;

/** 'Featured': a real switch (role switch) with its hint. */
function FeaturedSwitch({ id, form }: { id: string; form: PlotForm }) {
  return (
    <Controller
      control={form.form.control}
      name="featured"
      render={({ field: featured }) => (
        <div className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2">
          <span>
            <span id={`${id}-featured`} className="block text-sm font-semibold text-slate-800">
              Featured
            </span>
            <span id={`${id}-featured-hint`} className="block text-xs text-slate-500">
              Shown first on the home page
            </span>
          </span>
          <button
            ref={featured.ref}
            type="button"
            role="switch"
            aria-checked={featured.value}
            aria-labelledby={`${id}-featured`}
            aria-describedby={`${id}-featured-hint`}
            onClick={() => featured.onChange(!featured.value)}
            onBlur={featured.onBlur}
            className={`relative h-7 w-12 shrink-0 rounded-full transition-colors ${featured.value ? 'bg-brand-600' : 'bg-slate-300'}`}
          >
            <span
              aria-hidden="true"
              className={`absolute top-1 left-1 h-5 w-5 rounded-full bg-white shadow transition-transform ${featured.value ? 'translate-x-5' : ''}`}
            />
          </button>
        </div>
      )}
    />
  );
}

/** Every field of 'Add New Plot' / 'Edit Plot', in the order an admin fills them. */
export function PlotFormFields({
  id,
  form,
  busy,
  onUploadingChange,
  ventureChoices,
}: {
  id: string;
  form: PlotForm;
  busy: boolean;
  onUploadingChange: (busy: boolean) => void;
  ventureChoices: VentureChoices;
}) {
  const { control, clearErrors, getValues, setValue } = form.form;
  const [area, pricePerSqYard, status, ventureId] = useWatch({ control, name: ['area', 'pricePerSqYard', 'status', 'ventureId'] });
  const venture = (ventureId && ventureChoices.ventures?.find((item) => item.id === ventureId)) || null;
  const reservationDays = reservationDayRange();
  return (
    <>
      <TextField form={form} name="title" id={`${id}-title`} label="Title" required autoComplete="off" />
      <TextField form={form} name="titleTe" id={`${id}-title-te`} label="Telugu title" lang="te" autoComplete="off" hint="Shown on the Telugu site; left empty, it shows the English title." />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="location" id={`${id}-location`} label="Location" required autoComplete="off" placeholder="e.g. Thullur" />
        <SelectField form={form} name="type" id={`${id}-type`} label="Type" required>
          <Options values={PLOT_TYPES} />
        </SelectField>
        <SelectField form={form} name="category" id={`${id}-category`} label="Category" required>
          <Options values={PLOT_CATEGORIES} labels={PLOT_CATEGORY_LABELS} />
        </SelectField>
        <SelectField form={form} name="status" id={`${id}-status`} label="Status" required>
          {PLOT_STATUSES.map((choice) => (
            <option key={choice} value={choice}>
              {PLOT_STATUS_LABELS[choice]}
            </option>
          ))}
        </SelectField>
        {status === 'reserved' ? (
          <TextField
            form={form}
            name="reservedUntil"
            id={`${id}-reserved-until`}
            label="Reserved until"
            type="date"
            required
            min={reservationDays.min}
            max={reservationDays.max}
            hint="The last day; then the plot is available again by itself."
          />
        ) : null}
        <TextField form={form} name="pricePerSqYard" id={`${id}-price`} label="Price per sq.yd (₹)" required {...NUMBER} placeholder="e.g. 45000" />
        <TextField form={form} name="area" id={`${id}-area`} label="Area (sq.ft)" required {...NUMBER} placeholder="e.g. 1800" />
        <TotalPriceField id={`${id}-total`} area={area} pricePerSqYard={pricePerSqYard} />
        <TextField form={form} name="roadWidth" id={`${id}-road-width`} label="Road Width (m)" required {...NUMBER} placeholder="e.g. 12" />
        <SelectField form={form} name="roadFacing" id={`${id}-facing`} label="Road Facing" required>
          <option value="">Select a direction</option>
          <Options values={ROAD_FACINGS} />
        </SelectField>
        <div className="flex items-end">
          <FeaturedSwitch id={id} form={form} />
        </div>
        <TextField
          form={form}
          name="coordinates.latitude"
          id={`${id}-latitude`}
          label="Latitude"
          hint="Empty counts as 0 (no map pin)"
          {...NUMBER}
          min={-90}
          max={90}
          placeholder="e.g. 16.5062"
        />
        <TextField form={form} name="coordinates.longitude" id={`${id}-longitude`} label="Longitude" {...NUMBER} min={-180} max={180} placeholder="e.g. 80.5150" />
      </div>

      <Controller
        control={control}
        name="features"
        render={({ field: features }) => (
          <FeaturesField
            value={features.value}
            onChange={(value) => {
              features.onChange(value);
              clearErrors('features');
            }}
            error={form.errorOf('features')}
            disabled={busy}
          />
        )}
      />

      <TextAreaField form={form} name="description" id={`${id}-description`} label="Description" rows={4} className="min-h-28" />
      <TextAreaField form={form} name="descriptionTe" id={`${id}-description-te`} label="Telugu description" lang="te" rows={4} className="min-h-28" />

      <VentureFields id={id} form={form} choices={ventureChoices} />
      <ApprovalsFields id={id} form={form} venture={venture} />
      <ChargesFields id={id} form={form} />
      <DocumentChecksFields
        id={id}
        form={form}
        hint={
          venture
            ? `Tick what we have verified of this plot's own papers, and the day. Its page also shows what was checked for the venture ${venture.name}; the documents themselves are never shown.`
            : "Tick what we have verified, and the day. The plot's page lists them with their days, never the documents themselves; with the sale deed, link documents, EC and passbook ticked, it is found by “Documents verified”."
        }
      />

      <Controller
        control={control}
        name="images"
        render={({ field: images }) => (
          <PhotosField
            images={images.value}
            read={() => getValues('images')}
            onChange={(value) => {
              setValue('images', value, { shouldDirty: true });
              clearErrors('images');
            }}
            onBusyChange={onUploadingChange}
            error={form.errorOf('images')}
            disabled={busy}
            owner="plot"
            notify={photoNotices}
          />
        )}
      />
    </>
  );
}
