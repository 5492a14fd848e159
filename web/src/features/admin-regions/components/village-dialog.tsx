import type { Region, RegionPatch } from '@core/schemas/region';
import { sitePaths } from '@core/site-paths';
import { useId } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextAreaField, TextField } from '@/components/forms/form-controls';
import { Button } from '@/components/ui/button';
import { InterestTotalsPanel } from '@/components/ui/interest-figures';
import { Modal } from '@/components/ui/modal';
import { adminApiPaths } from '@/config/admin-api-paths';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { REGION_TEXTS } from '@/config/admin-texts';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { toast } from '@/lib/toast';
import { useUpdateRegion } from '../api/region-writes';
import { villageFormSchema, villageValuesOf, type VillageFormValues } from '../utils/village-form';

/** What a village's public page shows beside its prices: its description (English, Telugu), its place and its market value. */
export function VillageDialog({ region, onClose }: { region: Region | null; onClose: () => void }) {
  return (
    <Modal open={region !== null} title={region ? `Village page of ${region.region || 'unnamed region'}` : ''} onClose={onClose} size="lg">
      {region ? (
        <div className="flex flex-col gap-4">
          <InterestTotalsPanel path={adminApiPaths.interestVillage(region.id)} of={`the plots of ${region.region || 'this village'}`} />
          <VillageForm region={region} onClose={onClose} />
        </div>
      ) : null}
    </Modal>
  );
}

function VillageForm({ region, onClose }: { region: Region; onClose: () => void }) {
  const id = useId();
  const updateRegion = useUpdateRegion();
  const form = useSchemaForm<VillageFormValues, RegionPatch>({ schema: villageFormSchema, defaultValues: villageValuesOf(region) });
  const send = useSubmitState(form, {
    submit: (patch) => updateRegion(region.id, patch),
    onSuccess: () => {
      toast.success(REGION_TEXTS.villageSaved, { id: 'village-saved' });
      onClose();
    },
    failureMessage: REGION_TEXTS.villageFailed,
  });
  return (
    <form noValidate aria-label="Village page" onSubmit={send.onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        Shown on{' '}
        <NewTabLink href={sitePaths.village(region)} className="font-semibold text-brand-700 underline">
          {sitePaths.village(region)}
        </NewTabLink>{' '}
        with the prices, their history and the plots there.
      </p>
      <TextAreaField form={form} name="description" id={`${id}-description`} label="About the village" rows={5} hint="What a buyer should know: where it is, what is being built, roads and water." />
      <TextAreaField form={form} name="descriptionTe" id={`${id}-description-te`} label="About the village in Telugu" rows={5} lang="te" />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField form={form} name="latitude" id={`${id}-latitude`} label="Latitude" inputMode="decimal" autoComplete="off" hint="e.g. 16.5103; blank: not on the map" />
        <TextField form={form} name="longitude" id={`${id}-longitude`} label="Longitude" inputMode="decimal" autoComplete="off" hint="e.g. 80.4842" />
        <TextField form={form} name="marketValuePerSqYd" id={`${id}-market`} label="Government market value (₹/sq.yd)" inputMode="numeric" autoComplete="off" hint="Stamp duty and fees are reckoned on it; blank: buyers type it in." />
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <SubmitButton busy={send.submitting} label="Save village page" busyLabel="Saving…" />
      </div>
    </form>
  );
}
