import type { PublicRegion as Region } from '@core/schemas/region';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Localized } from '@/i18n/localized';
import { useLanguage, useT } from '@/i18n/use-language';
import { useRegions } from '../api/get-regions';
import { formatTablePrice } from '@/i18n/formats';

const SHOWN = 3;

function priced(regions: Region[]): Region[] {
  return regions.filter((region) => region.ResidentialPriceMin > 0 && region.ResidentialPriceMax > 0);
}

/** Where the capital region is cheapest and dearest today (residential, per sq.yd): context for investors. */
export function RegionPriceSummary() {
  const language = useLanguage();
  const t = useT('pricing');
  const { regions, error, isLoading, retry } = useRegions();
  if (error && !regions) return <ErrorState message={t.loadFailed} onRetry={retry} />;
  if (isLoading && !regions) {
    return (
      <div role="status" aria-label={t.loading} className="grid gap-4 md:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  const list = priced(regions ?? []);
  if (list.length === 0) return null;
  const byMin = [...list].sort((a, b) => a.ResidentialPriceMin - b.ResidentialPriceMin);
  const byMax = [...list].sort((a, b) => b.ResidentialPriceMax - a.ResidentialPriceMax);
  const lowest = byMin[0]?.ResidentialPriceMin ?? 0;
  const highest = byMax[0]?.ResidentialPriceMax ?? 0;

  return (
    <div className="grid gap-4 md:grid-cols-3" data-testid="region-summary">
      <div className="rounded-2xl bg-brand-800 p-6 text-white shadow-sm">
        <h3 className="text-sm font-semibold tracking-wider text-accent-400 uppercase">{t.summary.rangeToday}</h3>
        <p className="mt-3 text-3xl font-extrabold tabular-nums">
          {formatTablePrice(lowest, language)} – {formatTablePrice(highest, language)}
        </p>
        <p className="mt-2 text-sm text-brand-100">{t.summary.across(list.length)}</p>
      </div>
      <SummaryList title={t.summary.affordable} regions={byMin.slice(0, SHOWN)} pick="min" />
      <SummaryList title={t.summary.premium} regions={byMax.slice(0, SHOWN)} pick="max" />
    </div>
  );
}

function SummaryList({ title, regions, pick }: { title: string; regions: Region[]; pick: 'min' | 'max' }) {
  const language = useLanguage();
  const t = useT('pricing').summary;
  const words = pick === 'min' ? t.from : t.upTo;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-sm font-semibold tracking-wider text-brand-600 uppercase">{title}</h3>
      <ol className="mt-3 divide-y divide-slate-100">
        {regions.map((region) => (
          <li key={region.id} className="flex items-center justify-between gap-3 py-2">
            <span className="font-medium text-slate-900">
              <Localized english={region.region} telugu={region.regionTe} />
            </span>
            <span className="text-sm text-slate-600 tabular-nums">
              {words.before}
              <strong className="text-slate-900">
                {formatTablePrice(pick === 'min' ? region.ResidentialPriceMin : region.ResidentialPriceMax, language)}
              </strong>
              {words.after}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
