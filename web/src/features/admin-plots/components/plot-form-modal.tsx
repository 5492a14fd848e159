import { zodResolver } from '@hookform/resolvers/zod';
import { PLOT_CATEGORIES, PLOT_CATEGORY_LABELS, PLOT_TYPES, ROAD_FACINGS } from '@core/constants';
import { MESSAGES } from '@core/messages';
import type { Plot, PlotData } from '@core/schemas/plot';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Toaster } from 'react-hot-toast';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { Button, buttonClass } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { fieldControlClass, FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { clearDraft } from '@/lib/form-draft';
import { createPlot } from '../api/create-plot';
import { revalidatePlots } from '../api/plot-cache';
import { updatePlot } from '../api/update-plot';
import {
  EMPTY_PLOT_FORM,
  missingRequiredFields,
  PLOT_FIELD_LABELS,
  plotFormFromDraft,
  plotFormSchema,
  plotToFormValues,
  sameFormValues,
  type PlotFormValues,
} from '../utils/plot-form-values';
import { PLOT_MESSAGES, PLOT_MODAL_TOASTER, plotToast } from '../utils/plot-toast';
import { FeaturesField } from './features-field';
import { ImageUploadField } from './image-upload-field';
import { TotalPriceField } from './total-price-field';

export type PlotFormTarget = { mode: 'add' } | { mode: 'edit'; plot: Plot };

/** The unsaved Add form survives a reload or an accidental close (PRODUCT.md: nothing typed is lost). */
const ADD_DRAFT_KEY = 'draft:admin-plot-add';

function readAddDraft(): PlotFormValues {
  try {
    const raw = sessionStorage.getItem(ADD_DRAFT_KEY);
    return raw ? plotFormFromDraft(JSON.parse(raw)) : EMPTY_PLOT_FORM;
  } catch {
    return EMPTY_PLOT_FORM;
  }
}

/** Form field paths the server may name in a 422 (anything else only goes to the banner). */
const SETTABLE_FIELDS = new Set<string>([
  'title',
  'location',
  'type',
  'category',
  'pricePerSqYard',
  'area',
  'roadWidth',
  'roadFacing',
  'status',
  'features',
  'description',
  'imageUrl',
  'coordinates.latitude',
  'coordinates.longitude',
  'featured',
]);

function formPathOf(serverPath: string): string {
  // 'features.3' → 'features'; 'imagePublicId' belongs to the image.
  if (serverPath.startsWith('features.')) return 'features';
  if (serverPath === 'imagePublicId') return 'imageUrl';
  if (serverPath === 'coordinates') return 'coordinates.latitude';
  return serverPath;
}

function labelOf(serverPath: string): string {
  return PLOT_FIELD_LABELS[serverPath] ?? PLOT_FIELD_LABELS[formPathOf(serverPath)] ?? serverPath;
}

/** 'Add New Plot' and 'Edit Plot': one form, in a modal that asks before throwing away changes. */
export function PlotFormModal({ target, onClose }: { target: PlotFormTarget | null; onClose: () => void }) {
  const formId = useId();
  const closeRequest = useRef<(() => void) | null>(null);
  const [busy, setBusy] = useState<FormBusy>({ submitting: false, uploading: false });
  // Keep the title while the dialog closes.
  const lastTitle = useRef('Add New Plot');
  if (target) lastTitle.current = target.mode === 'edit' ? 'Edit Plot' : 'Add New Plot';
  const adding = target?.mode !== 'edit';
  const submitLabel = busy.submitting ? (adding ? 'Adding Plot...' : 'Updating Plot...') : adding ? 'Add Plot' : 'Update Plot';
  const requestClose = () => (closeRequest.current ?? onClose)();

  return (
    <Modal
      open={target !== null}
      title={lastTitle.current}
      size="lg"
      onClose={requestClose}
      footer={
        <div className="flex w-full flex-wrap items-center justify-end gap-3">
          {busy.uploading ? (
            <p className="mr-auto text-sm text-slate-600" aria-live="polite">
              Waiting for the image upload…
            </p>
          ) : null}
          <Button variant="secondary" onClick={requestClose} disabled={busy.submitting}>
            Cancel
          </Button>
          <button
            type="submit"
            form={formId}
            disabled={busy.submitting || busy.uploading}
            aria-busy={busy.submitting}
            className={buttonClass('primary', 'min-w-36')}
          >
            {busy.submitting ? (
              <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
            ) : null}
            {submitLabel}
          </button>
        </div>
      }
    >
      {target ? (
        <PlotForm
          key={target.mode === 'edit' ? target.plot.id : 'add'}
          formId={formId}
          target={target}
          onDone={onClose}
          onBusyChange={setBusy}
          closeRequest={closeRequest}
        />
      ) : null}
    </Modal>
  );
}

interface FormBusy {
  submitting: boolean;
  uploading: boolean;
}

function PlotForm({
  formId,
  target,
  onDone,
  onBusyChange,
  closeRequest,
}: {
  formId: string;
  target: PlotFormTarget;
  onDone: () => void;
  onBusyChange: (busy: FormBusy) => void;
  closeRequest: RefObject<(() => void) | null>;
}) {
  const adding = target.mode === 'add';
  const id = useId();
  const confirm = useConfirm();
  const { mutate } = useSWRConfig();
  const [baseline] = useState(() => (target.mode === 'edit' ? plotToFormValues(target.plot) : EMPTY_PLOT_FORM));
  const [uploading, setUploading] = useState(false);
  const [banner, setBanner] = useState<{ message: string; fields: { label: string; message: string }[] } | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PlotFormValues, unknown, PlotData>({
    // The core schema after the text → number conversion (see plot-form-values.ts).
    resolver: zodResolver(plotFormSchema),
    defaultValues: target.mode === 'edit' ? baseline : readAddDraft(),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [area, pricePerSqYard] = useWatch({ control, name: ['area', 'pricePerSqYard'] });

  useEffect(() => {
    if (!adding) return;
    const subscription = watch((values) => {
      try {
        sessionStorage.setItem(ADD_DRAFT_KEY, JSON.stringify(values));
      } catch {
        // storage unavailable: the form still works, only the draft is not kept
      }
    });
    return () => subscription.unsubscribe();
  }, [adding, watch]);

  useEffect(() => {
    // After the dialog has opened (its own effect runs after this one), start in the first field.
    const frame = requestAnimationFrame(() => setFocus('title'));
    return () => cancelAnimationFrame(frame);
  }, [setFocus]);

  useEffect(() => {
    onBusyChange({ submitting: isSubmitting, uploading });
  }, [isSubmitting, uploading, onBusyChange]);
  useEffect(() => () => onBusyChange({ submitting: false, uploading: false }), [onBusyChange]);

  useEffect(() => {
    closeRequest.current = () => {
      if (isSubmitting) return;
      void (async () => {
        if (!sameFormValues(getValues(), baseline)) {
          const discard = await confirm('You have unsaved changes. Close the form and discard them?', {
            title: 'Discard changes?',
            confirmLabel: 'Discard',
          });
          if (!discard) return;
          if (adding) clearDraft(ADD_DRAFT_KEY);
        }
        onDone();
      })();
    };
    return () => {
      closeRequest.current = null;
    };
  });

  const onValid = async (data: PlotData) => {
    setBanner(null);
    try {
      if (target.mode === 'add') {
        await createPlot(data);
        clearDraft(ADD_DRAFT_KEY);
        plotToast.success(PLOT_MESSAGES.added);
      } else {
        await updatePlot(target.plot.id, data);
        plotToast.success(PLOT_MESSAGES.updated);
      }
      void revalidatePlots(mutate);
      onDone();
    } catch (error) {
      plotToast.error(adding ? PLOT_MESSAGES.addFailed : PLOT_MESSAGES.updateFailed, 'modal');
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.fields).length > 0) {
        const entries = Object.entries(error.fields);
        let focused = false;
        for (const [path, message] of entries) {
          const formPath = formPathOf(path);
          if (!SETTABLE_FIELDS.has(formPath)) continue;
          setError(formPath as FieldPath<PlotFormValues>, { type: 'server', message }, { shouldFocus: !focused });
          focused = true;
        }
        setBanner({
          message: 'The plot was not saved. Please correct these fields:',
          fields: entries.map(([path, message]) => ({ label: labelOf(path), message })),
        });
      } else {
        const message = error instanceof ApiError && error.message ? error.message : 'The plot was not saved.';
        setBanner({ message: `${message} Your changes are kept: try again.`, fields: [] });
      }
      requestAnimationFrame(() => bannerRef.current?.scrollIntoView({ block: 'nearest' }));
    }
  };

  const onInvalid = () => {
    setBanner(null);
    const missing = missingRequiredFields(getValues());
    plotToast.error(missing.length > 0 ? MESSAGES.requiredFields : MESSAGES.fixFormErrors, 'modal');
  };

  /** A blank required field says so briefly; the toast carries the spec's sentence. */
  const errorOf = (message: string | undefined) => (message === MESSAGES.requiredFields ? 'This field is required' : message);
  const field = (name: FieldPath<PlotFormValues>) => register(name, { onChange: () => clearErrors(name) });

  return (
    <form
      id={formId}
      noValidate
      aria-label={adding ? 'Add New Plot' : 'Edit Plot'}
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="flex flex-col gap-5"
    >
      <Toaster toasterId={PLOT_MODAL_TOASTER} position="top-right" />
      {banner ? (
        <div ref={bannerRef} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-semibold">{banner.message}</p>
          {banner.fields.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {banner.fields.map((item) => (
                <li key={`${item.label}-${item.message}`}>
                  <span className="font-medium">{item.label}:</span> {item.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <FormField id={`${id}-title`} label="Title" required error={errorOf(errors.title?.message)}>
        {(control) => (
          <input {...control} {...field('title')} type="text" autoComplete="off" className={fieldControlClass(Boolean(errors.title))} />
        )}
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-location`} label="Location" required error={errorOf(errors.location?.message)}>
          {(control) => (
            <input
              {...control}
              {...field('location')}
              type="text"
              autoComplete="off"
              placeholder="e.g. Thullur"
              className={fieldControlClass(Boolean(errors.location))}
            />
          )}
        </FormField>
        <FormField id={`${id}-type`} label="Type" required error={errors.type?.message}>
          {(control) => (
            <select {...control} {...field('type')} className={fieldControlClass(Boolean(errors.type))}>
              {PLOT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-category`} label="Category" required error={errors.category?.message}>
          {(control) => (
            <select {...control} {...field('category')} className={fieldControlClass(Boolean(errors.category))}>
              {PLOT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {PLOT_CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-status`} label="Status" required error={errors.status?.message}>
          {(control) => (
            <select {...control} {...field('status')} className={fieldControlClass(Boolean(errors.status))}>
              <option value="available">Available</option>
              <option value="sold">Sold</option>
            </select>
          )}
        </FormField>
        <FormField
          id={`${id}-price`}
          label="Price per sq.yd (₹)"
          required
          error={errorOf(errors.pricePerSqYard?.message)}
        >
          {(control) => (
            <input
              {...control}
              {...field('pricePerSqYard')}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              placeholder="e.g. 45000"
              className={fieldControlClass(Boolean(errors.pricePerSqYard))}
            />
          )}
        </FormField>
        <FormField id={`${id}-area`} label="Area (sq.ft)" required error={errorOf(errors.area?.message)}>
          {(control) => (
            <input
              {...control}
              {...field('area')}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              placeholder="e.g. 1800"
              className={fieldControlClass(Boolean(errors.area))}
            />
          )}
        </FormField>
        <TotalPriceField id={`${id}-total`} area={area} pricePerSqYard={pricePerSqYard} />
        <FormField id={`${id}-road-width`} label="Road Width (m)" required error={errorOf(errors.roadWidth?.message)}>
          {(control) => (
            <input
              {...control}
              {...field('roadWidth')}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              placeholder="e.g. 12"
              className={fieldControlClass(Boolean(errors.roadWidth))}
            />
          )}
        </FormField>
        <FormField id={`${id}-facing`} label="Road Facing" required error={errorOf(errors.roadFacing?.message)}>
          {(control) => (
            <select {...control} {...field('roadFacing')} className={fieldControlClass(Boolean(errors.roadFacing))}>
              <option value="">Select a direction</option>
              {ROAD_FACINGS.map((facing) => (
                <option key={facing} value={facing}>
                  {facing}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="flex items-end">
          <Controller
            control={control}
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
        </div>
        <FormField
          id={`${id}-latitude`}
          label="Latitude"
          hint="Empty counts as 0 (no map pin)"
          error={errors.coordinates?.latitude?.message}
        >
          {(control) => (
            <input
              {...control}
              {...field('coordinates.latitude')}
              type="number"
              inputMode="decimal"
              step="any"
              min={-90}
              max={90}
              placeholder="e.g. 16.5062"
              className={fieldControlClass(Boolean(errors.coordinates?.latitude))}
            />
          )}
        </FormField>
        <FormField id={`${id}-longitude`} label="Longitude" error={errors.coordinates?.longitude?.message}>
          {(control) => (
            <input
              {...control}
              {...field('coordinates.longitude')}
              type="number"
              inputMode="decimal"
              step="any"
              min={-180}
              max={180}
              placeholder="e.g. 80.5150"
              className={fieldControlClass(Boolean(errors.coordinates?.longitude))}
            />
          )}
        </FormField>
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
            error={errors.features?.message}
            disabled={isSubmitting}
          />
        )}
      />

      <FormField id={`${id}-description`} label="Description" error={errors.description?.message}>
        {(control) => (
          <textarea {...control} {...field('description')} rows={4} className={fieldControlClass(Boolean(errors.description), 'min-h-28')} />
        )}
      </FormField>

      <Controller
        control={control}
        name="imageUrl"
        render={({ field: image }) => (
          <Controller
            control={control}
            name="imagePublicId"
            render={({ field: publicId }) => (
              <ImageUploadField
                imageUrl={image.value}
                onUploaded={(uploaded) => {
                  image.onChange(uploaded.url);
                  publicId.onChange(uploaded.publicId);
                  clearErrors('imageUrl');
                }}
                onRemove={() => {
                  image.onChange('');
                  publicId.onChange('');
                }}
                onBusyChange={setUploading}
                error={errors.imageUrl?.message}
                disabled={isSubmitting}
              />
            )}
          />
        )}
      />

    </form>
  );
}
