import { LAYOUT_AUTHORITIES, PLOT_CATEGORIES, PLOT_CATEGORY_LABELS, PLOT_TYPES, ROAD_FACINGS } from '@core/constants';
import { VENTURE_SALE_STATUSES } from '@core/venture-constants';
import type { Region } from '@core/schemas/region';
import type { VentureData } from '@core/schemas/venture';
import { Controller } from 'react-hook-form';
import { DocumentChecksFields } from '@/components/forms/document-checks-fields';
import { SelectField, TextAreaField, TextField } from '@/components/forms/form-controls';
import { PhotosField } from '@/components/photos/photos-field';
import { VENTURE_TEXTS } from '@/config/admin-texts';
import type { SchemaForm } from '@/lib/forms/use-schema-form';
import { toast } from '@/lib/toast';
import { SALE_STATUS_LABELS, type VentureFormValues } from '../utils/venture-form-values';

type VentureForm = SchemaForm<VentureFormValues, VentureData>;

const NUMBER = { type: 'number', inputMode: 'decimal', min: 0, step: 'any' } as const;
const AUTHORITY_NAMES = { APCRDA: 'APCRDA (capital region)', DTCP: 'DTCP (town & country planning)' } as const;
const photoNotices = {
  uploaded: () => toast.success(VENTURE_TEXTS.photoUploaded, { id: VENTURE_TEXTS.photoUploaded }),
  error: (text: string) => toast.error(text, { id: text }),
};

function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Every field of a venture (ventureInputSchema), in the order an admin fills them. */
export function VentureFormFields({
  id,
  form,
  regions,
  busy,
  onUploadingChange,
}: {
  id: string;
  form: VentureForm;
  /** Loaded before the form shows (a select's starting value needs its options). */
  regions: Region[];
  busy: boolean;
  onUploadingChange: (busy: boolean) => void;
}) {
  const { control, clearErrors, getValues, setValue } = form.form;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" id={`${id}-name`} label="Name" required autoComplete="off" placeholder="e.g. Sri Sai Nagar Phase 2" />
        <TextField form={form} name="nameTe" id={`${id}-name-te`} label="Telugu name" lang="te" autoComplete="off" hint="Shown on the Telugu site; left empty, it shows the English name." />
        <TextField form={form} name="developer" id={`${id}-developer`} label="Developer" autoComplete="off" />
        <SelectField form={form} name="regionId" id={`${id}-village`} label="Village" required>
          <option value="">Select the village</option>
          {regions.map((region) => (
            <option key={region.id} value={region.id}>
              {region.region}
            </option>
          ))}
        </SelectField>
        <SelectField form={form} name="saleStatus" id={`${id}-sale-status`} label="Sale status">
          {VENTURE_SALE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {SALE_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <TextField form={form} name="totalExtentAcres" id={`${id}-extent`} label="Total extent (acres)" {...NUMBER} hint="Empty counts as not given" />
        <TextField form={form} name="coordinates.latitude" id={`${id}-latitude`} label="Latitude" {...NUMBER} min={-90} max={90} hint="Empty counts as 0 (no map pin)" />
        <TextField form={form} name="coordinates.longitude" id={`${id}-longitude`} label="Longitude" {...NUMBER} min={-180} max={180} />
      </div>

      <Group legend="Approvals">
        <SelectField form={form} name="layoutAuthority" id={`${id}-authority`} label="Approved by">
          {LAYOUT_AUTHORITIES.map((authority) => (
            <option key={authority} value={authority}>
              {AUTHORITY_NAMES[authority]}
            </option>
          ))}
        </SelectField>
        <TextField form={form} name="layoutPermitNumber" id={`${id}-lp`} label="LP number" autoComplete="off" placeholder="e.g. 31/2020" />
        <TextField form={form} name="reraNumber" id={`${id}-rera`} label="AP RERA number" autoComplete="off" placeholder="e.g. P06060125894" />
      </Group>

      <DocumentChecksFields
        id={id}
        form={form}
        hint="Tick what we have verified for the whole layout, and the day. Each plot of the venture shows these for the documents it has not checked itself; the documents themselves are never shown."
      />

      <TextAreaField form={form} name="amenities" id={`${id}-amenities`} label="Amenities" rows={4} hint="One a line, e.g. Park, Temple, Water tank, Black-top roads" />
      <TextAreaField form={form} name="description" id={`${id}-description`} label="Description" rows={4} />
      <TextAreaField form={form} name="descriptionTe" id={`${id}-description-te`} label="Telugu description" lang="te" rows={4} />

      <Group legend="New plots start with">
        <TextField form={form} name="plotDefaults.pricePerSqYard" id={`${id}-default-rate`} label="Price per sq.yd (₹)" {...NUMBER} placeholder="e.g. 18000" />
        <TextField form={form} name="plotDefaults.areaSqYd" id={`${id}-default-area`} label="Area (sq.yd)" {...NUMBER} hint="Used when the plan has no scale" />
        <SelectField form={form} name="plotDefaults.roadFacing" id={`${id}-default-facing`} label="Road facing">
          {ROAD_FACINGS.map((facing) => (
            <option key={facing} value={facing}>
              {facing}
            </option>
          ))}
        </SelectField>
        <TextField form={form} name="plotDefaults.roadWidth" id={`${id}-default-road`} label="Road width (m)" {...NUMBER} />
        <SelectField form={form} name="plotDefaults.category" id={`${id}-default-category`} label="Category">
          {PLOT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {PLOT_CATEGORY_LABELS[category]}
            </option>
          ))}
        </SelectField>
        <SelectField form={form} name="plotDefaults.type" id={`${id}-default-type`} label="Type">
          {PLOT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <TextField
            form={form}
            name="feetPerPlanUnit"
            id={`${id}-scale`}
            label="Plan scale (feet per plan pixel)"
            {...NUMBER}
            hint="With a scale, a plot drawn on the plan gets its area measured; empty: areas come from the default above."
          />
        </div>
      </Group>

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
            owner="venture"
            notify={photoNotices}
          />
        )}
      />
    </>
  );
}
