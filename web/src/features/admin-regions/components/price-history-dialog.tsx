import { shortDay, siteDay } from '@core/dates';
import { formatRupees } from '@core/price';
import { standingEntries } from '@core/price-history';
import type { PastPriceInput, PriceEntry } from '@core/schemas/price-history';
import type { RegionPriceField } from '@core/region-prices';
import type { Region } from '@core/schemas/region';
import { useId, useMemo, useState } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/form-controls';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { REGION_TEXTS } from '@/config/admin-texts';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { toast } from '@/lib/toast';
import { usePriceHistory, usePriceHistoryWrites } from '../api/price-history';
import { EMPTY_PAST_PRICE, pastPriceFieldOf, pastPriceFormSchema, pastPriceValuesOf, type PastPriceFormValues } from '../utils/past-price-form';
import { PRICE_FIELDS } from '../utils/region-values';
import { ActivityLink } from '@/components/admin/activity-link';

const HOW: Record<PriceEntry['source'], string> = { change: 'Changed', past: 'From the records', correction: 'Correction' };

/** A village's price history: every entry (corrected ones kept, marked), a past price added, an entry corrected. */
export function PriceHistoryDialog({ region, onClose }: { region: Region | null; onClose: () => void }) {
  return (
    <Modal open={region !== null} title={region ? `Price history of ${region.region || 'unnamed region'}` : ''} onClose={onClose} size="lg">
      {region ? <PriceHistory region={region} /> : null}
    </Modal>
  );
}

function range(entry: PriceEntry, min: RegionPriceField, max: RegionPriceField): string {
  return `${formatRupees(entry.prices[min])} – ${formatRupees(entry.prices[max])}`;
}

function PriceHistory({ region }: { region: Region }) {
  const { history, error, isLoading, retry } = usePriceHistory(region.id);
  const [correcting, setCorrecting] = useState<PriceEntry | null>(null);
  // Newest day first; an entry another corrects is shown, marked, under what stands.
  const rows = useMemo(() => {
    if (!history) return [];
    const standing = new Set(standingEntries(history).map((entry) => entry.id));
    return [...history].sort((a, b) => b.day.localeCompare(a.day) || b.at.localeCompare(a.at)).map((entry) => ({ entry, stands: standing.has(entry.id) }));
  }, [history]);

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">
        Every price change made here is kept with the day and who made it. Add prices from your records to start the history further back; a wrong entry is corrected by a new one, and both are kept.
      </p>
      <ActivityLink kind="region" itemId={region.id} title={region.region || 'unnamed region'} />
      <PastPriceForm key={correcting?.id ?? 'new'} regionId={region.id} correcting={correcting} onDone={() => setCorrecting(null)} />
      {error && !history ? (
        <ErrorState message={`${REGION_TEXTS.historyLoadFailed}. ${error.message}`} onRetry={retry} />
      ) : isLoading || !history ? (
        <div role="status" aria-label="Loading the price history" className="flex flex-col gap-2">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <EmptyState title="No prices kept yet">
          <p>The history starts with the next price change, or with a past price you add above.</p>
        </EmptyState>
      ) : (
        <div className="max-h-[24rem] overflow-auto rounded-lg border border-slate-200">
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption className="sr-only">Price history of {region.region}, newest day first (₹ per sq.yd)</caption>
            <thead className="sticky top-0 bg-slate-100 text-xs font-semibold text-slate-700 uppercase">
              <tr>
                {['From', 'Residential', 'Commercial', 'How'].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2">
                    {heading}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ entry, stands }) => (
                <tr key={entry.id} data-testid="price-entry" className={`border-t border-slate-100 ${stands ? '' : 'text-slate-500'}`}>
                  <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                    {shortDay(entry.day)}
                  </th>
                  <td className={`px-3 py-2 whitespace-nowrap ${stands ? '' : 'line-through'}`}>{range(entry, 'ResidentialPriceMin', 'ResidentialPriceMax')}</td>
                  <td className={`px-3 py-2 whitespace-nowrap ${stands ? '' : 'line-through'}`}>{range(entry, 'CommercialPriceMin', 'CommercialPriceMax')}</td>
                  <td className="px-3 py-2">
                    {stands ? HOW[entry.source] : 'Corrected'}
                    <span className="block text-xs text-slate-600">{entry.by ? entry.by.email : 'Demo data'}</span>
                  </td>
                  <td className="px-3 py-2 text-right">
                    {stands ? (
                      <Button variant="ghost" onClick={() => setCorrecting(entry)} aria-label={`Correct the entry of ${shortDay(entry.day)}`}>
                        Correct
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** Adds a past price, or (given an entry) saves its correction. */
function PastPriceForm({ regionId, correcting, onDone }: { regionId: string; correcting: PriceEntry | null; onDone: () => void }) {
  const id = useId();
  const writes = usePriceHistoryWrites(regionId);
  const form = useSchemaForm<PastPriceFormValues, PastPriceInput>({ schema: pastPriceFormSchema, defaultValues: correcting ? pastPriceValuesOf(correcting) : EMPTY_PAST_PRICE });
  const send = useSubmitState(form, {
    submit: (input) => (correcting ? writes.correct(correcting.id, input) : writes.addPast(input)),
    onSuccess: () => {
      toast.success(correcting ? REGION_TEXTS.correctionSaved : REGION_TEXTS.pastPriceAdded, { id: 'price-history-saved' });
      if (correcting) onDone();
      else form.resetTo(EMPTY_PAST_PRICE);
    },
    failureMessage: correcting ? REGION_TEXTS.correctionFailed : REGION_TEXTS.pastPriceFailed,
    fieldOf: pastPriceFieldOf,
  });
  const title = correcting ? `Correct the entry of ${shortDay(correcting.day)}` : 'Add a past price';
  return (
    <form noValidate aria-label={title} onSubmit={send.onSubmit} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <TextField form={form} name="day" id={`${id}-day`} label="From (day)" type="date" max={siteDay(new Date())} required className="col-span-2 sm:col-span-1" />
        {PRICE_FIELDS.map(({ field, group, bound }) => (
          <TextField key={field} form={form} name={field} id={`${id}-${field}`} label={`${group} ${bound} (₹/sq.yd)`} inputMode="numeric" autoComplete="off" required />
        ))}
      </div>
      <div className="flex justify-end gap-3">
        {correcting ? (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
        <SubmitButton busy={send.submitting} label={correcting ? 'Save correction' : 'Add to history'} busyLabel="Saving…" />
      </div>
    </form>
  );
}
