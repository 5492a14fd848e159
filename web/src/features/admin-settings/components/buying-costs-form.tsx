import type { BuyingCostSettings } from '@core/buying-cost';
import { TextField } from '@/components/forms/form-controls';
import { SubmitButton } from '@/components/forms/submit-button';
import { buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SETTINGS_TEXTS } from '@/config/admin-texts';
import { useFormDraft } from '@/lib/forms/use-form-draft';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { toast } from '@/lib/toast';
import { useAdminBuyingCosts, useSaveBuyingCosts } from '../api/buying-costs';
import { buyingCostsFormSchema, buyingCostsValuesOf, RATE_FIELDS, type BuyingCostsFormValues } from '../utils/buying-costs-form';
import { SettingsSection } from './settings-section';

const RATE_LABELS: Record<(typeof RATE_FIELDS)[number], { label: string; hint: string }> = {
  stampDutyPercent: { label: 'Stamp duty (%)', hint: 'Of the higher of the price and the market value. AP: 5.' },
  transferDutyPercent: { label: 'Transfer duty (%)', hint: 'Of the same. AP: 1.5.' },
  registrationFeePercent: { label: 'Registration fee (%)', hint: 'Of the same. AP: 1.' },
  brokeragePercent: { label: 'Our brokerage (%)', hint: 'Of the price; 0 leaves the line out.' },
};

function BuyingCostsEditor({ saved }: { saved: BuyingCostSettings }) {
  const save = useSaveBuyingCosts();
  const form = useSchemaForm<BuyingCostsFormValues, BuyingCostSettings>({ schema: buyingCostsFormSchema, defaultValues: buyingCostsValuesOf(saved) });
  const draft = useFormDraft(form, { key: 'draft:buying-costs' });
  const send = useSubmitState(form, {
    submit: save,
    onSuccess: (settings) => {
      form.resetTo(buyingCostsValuesOf(settings));
      toast.success(SETTINGS_TEXTS.buyingCostsSaved, { id: 'buying-costs' });
    },
    failureMessage: SETTINGS_TEXTS.buyingCostsFailed,
    notify: (text) => toast.error(text, { id: 'buying-costs' }),
  });
  const dirty = form.form.formState.isDirty;
  return (
    <form noValidate aria-labelledby="buying-costs-heading" onSubmit={send.onSubmit} className="space-y-6">
      <div className="grid gap-5 md:grid-cols-2">
        {RATE_FIELDS.map((name) => (
          <TextField key={name} form={form} name={name} id={`buying-costs-${name}`} label={RATE_LABELS[name].label} required inputMode="decimal" autoComplete="off" hint={RATE_LABELS[name].hint} />
        ))}
        <TextField form={form} name="checkedOn" id="buying-costs-checkedOn" label="Checked on" required type="date" hint="The day someone last checked these against the registration department's rates." />
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-end">
        <button type="button" onClick={draft.discard} disabled={!dirty || send.submitting} className={buttonClass('ghost', 'w-full sm:w-auto')}>
          Discard changes
        </button>
        <SubmitButton busy={send.submitting} label="Save costs of buying" busyLabel="Saving…" className="w-full sm:w-auto" />
      </div>
    </form>
  );
}

/** 'Costs of buying': the rates every plot page's full cost of buying reckons with, and when they were checked. */
export function BuyingCostsForm() {
  const { rates, error, retry } = useAdminBuyingCosts();
  return (
    <SettingsSection
      id="buying-costs"
      title="Costs of buying"
      description="Every plot page adds these to the price under “Full cost of buying”, with the day they were checked. Each village's market value per sq.yd is set on its village page (Region Prices)."
    >
      {rates ? (
        <BuyingCostsEditor saved={rates} />
      ) : error ? (
        <ErrorState message={`${SETTINGS_TEXTS.buyingCostsLoadFailed} ${error.message}`} onRetry={retry} />
      ) : (
        <div aria-hidden="true" className="grid gap-5 md:grid-cols-2">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      )}
    </SettingsSection>
  );
}
