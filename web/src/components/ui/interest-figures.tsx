import type { InterestFigures, InterestTotals } from '@core/schemas/interest';
import { formatNumber } from '@core/price';
import useSWR from 'swr';
import { INTEREST_TEXTS } from '@/config/admin-texts';
import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';

/** Enquiries per 100 views as the back office writes it: one decimal, '—' without a view. */
export function per100Text(value: number | null): string {
  return value === null ? '—' : formatNumber(value);
}

/** A plot's interest in one line (the admin plot card, the dashboard's lists): views over 7 and 30 days, enquiries per 100 views. */
export function InterestLine({ figures }: { figures: InterestFigures }) {
  return (
    <dl data-testid="interest-line" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
      <div className="flex gap-1">
        <dt>Views 7 days</dt>
        <dd className="font-medium text-slate-900 tabular-nums">{formatNumber(figures.views7)}</dd>
      </div>
      <div className="flex gap-1">
        <dt>30 days</dt>
        <dd className="font-medium text-slate-900 tabular-nums">{formatNumber(figures.views30)}</dd>
      </div>
      <div className="flex gap-1">
        <dt>Enquiries per 100 views</dt>
        <dd className="font-medium text-slate-900 tabular-nums">{per100Text(figures.enquiriesPer100Views)}</dd>
      </div>
    </dl>
  );
}

/**
 * The interest in a village's or a venture's plots over the last 30 days (GET `path`): how many
 * plots, their views (7 and 30 days), WhatsApp and call taps, enquiries and enquiries per 100
 * views. Its own loading and error states; a failure never hides the page around it.
 */
export function InterestTotalsPanel({ path, of }: { path: string; of: string }) {
  const { data, error, isLoading, mutate } = useSWR<InterestTotals>(path);
  const headingId = `interest-${of.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} aria-busy={isLoading} data-testid="interest-totals" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Interest in {of}, last 30 days
      </h3>
      {data ? (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          {(
            [
              ['Plots', formatNumber(data.plots)],
              ['Views, 7 days', formatNumber(data.views7)],
              ['Views, 30 days', formatNumber(data.views30)],
              ['WhatsApp taps', formatNumber(data.whatsapp30)],
              ['Call taps', formatNumber(data.calls30)],
              ['Enquiries', formatNumber(data.enquiries30)],
              ['Enquiries per 100 views', per100Text(data.enquiriesPer100Views)],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : error ? (
        <div className="mt-3">
          <ErrorState message={`${INTEREST_TEXTS.loadFailed} ${(error as Error).message}`} onRetry={() => void mutate()} />
        </div>
      ) : (
        <div role="status" aria-label="Loading the interest figures" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-12" />
          ))}
        </div>
      )}
    </section>
  );
}
