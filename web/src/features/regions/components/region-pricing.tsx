import type { PublicRegion as Region } from '@core/schemas/region';
import { useId, useMemo, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SearchInput } from '@/components/ui/search-input';
import { PriceBandLegend, PriceRange } from '@/components/ui/price-band';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { Localized } from '@/i18n/localized';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { useLanguage, useT } from '@/i18n/use-language';
import { useRegions } from '../api/get-regions';
import { useVillageVentures } from '../api/get-village-ventures';
import { VillageVentures } from './village-ventures';
import {
  DEFAULT_REGION_SORT,
  filterRegions,
  nextSort,
  sortRegions,
  type RegionSort,
  type RegionSortKey,
} from './region-sort';

const COLLAPSED_ROWS = 10;

const COLUMNS: readonly RegionSortKey[] = ['region', 'residential', 'commercial'];

/** 'Amaravati Property Pricing': searchable, sortable regional prices per square yard, refreshed live. */
export function RegionPricing({ id }: { id?: string }) {
  const language = useLanguage();
  const t = useT('pricing');
  const { regions, error, isLoading, retry } = useRegions();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<RegionSort>(DEFAULT_REGION_SORT);
  const searchId = useId();
  const [showAll, setShowAll] = useState(false);
  const matching = useMemo(
    () => sortRegions(filterRegions(regions ?? [], search, language), sort, language),
    [regions, search, sort, language],
  );
  // A phone would scroll through every village: show the first rows until the visitor asks for all.
  const collapsed = !showAll && !search.trim() && matching.length > COLLAPSED_ROWS;
  const visible = collapsed ? matching.slice(0, COLLAPSED_ROWS) : matching;

  return (
    <section id={id} aria-labelledby="pricing-heading" className="scroll-mt-20 bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div>
            <p className="flex items-center gap-2 text-sm font-semibold tracking-wider text-brand-600 uppercase">
              <span aria-hidden="true" className="relative flex h-2.5 w-2.5">
                <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-brand-600 opacity-60" />
                <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-brand-600" />
              </span>
              {t.live}
            </p>
            <h2 id="pricing-heading" className="mt-2 text-3xl font-bold text-brand-800 sm:text-4xl">
              {t.heading}
            </h2>
            <p className="mt-2 max-w-2xl text-slate-600">{t.lead}</p>
          </div>
          <div className="w-full md:w-80">
            <SearchInput id={searchId} label={t.searchLabel} value={search} onChange={setSearch} placeholder={t.searchPlaceholder} />
          </div>
        </div>

        <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
          <PriceBandLegend />
          <p className="mt-2 text-sm text-slate-600">
            <strong className="font-semibold text-slate-800">{t.perSqYdNote}</strong> {t.bandNote}
          </p>
        </div>

        <div className="mt-6">
          {error && !regions ? (
            <ErrorState message={t.loadFailed} onRetry={retry} />
          ) : isLoading && !regions ? (
            <PricingSkeleton />
          ) : visible.length === 0 ? (
            <EmptyState title={search.trim() ? t.noMatch(search.trim()) : t.empty}>{search.trim() ? t.noMatchHint : t.emptyHint}</EmptyState>
          ) : (
            <>
              <MobileSortBar sort={sort} onSort={(key) => setSort((current) => nextSort(current, key))} />
              <RegionCards regions={visible} />
              <RegionTable regions={visible} sort={sort} onSort={(key) => setSort((current) => nextSort(current, key))} />
              <div className="mt-4 flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
                <p role="status" className="text-sm text-slate-600">
                  {t.showing(visible.length, regions?.length ?? 0)}
                </p>
                {matching.length > COLLAPSED_ROWS && !search.trim() ? (
                  <button
                    type="button"
                    aria-expanded={!collapsed}
                    onClick={() => setShowAll((all) => !all)}
                    className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {collapsed ? t.showAll(matching.length) : t.showFewer}
                  </button>
                ) : null}
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function SortArrow({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 shrink-0" fill="currentColor">
      <path d="M8 2.5 11.5 6h-7Z" opacity={direction === 'asc' ? 1 : 0.3} />
      <path d="M8 13.5 4.5 10h7Z" opacity={direction === 'desc' ? 1 : 0.3} />
    </svg>
  );
}

function ariaSort(sort: RegionSort, key: RegionSortKey) {
  if (sort.key !== key) return 'none' as const;
  return sort.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}

function RegionTable({
  regions,
  sort,
  onSort,
}: {
  regions: Region[];
  sort: RegionSort;
  onSort: (key: RegionSortKey) => void;
}) {
  const t = useT('pricing');
  const ventures = useVillageVentures();
  return (
    <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:block">
      <table className="w-full text-left" data-testid="region-table">
        <caption className="sr-only">{t.caption}</caption>
        <thead className="bg-brand-800 text-white">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" aria-sort={ariaSort(sort, column)} className="p-0 font-semibold">
                <button
                  type="button"
                  onClick={() => onSort(column)}
                  className="flex min-h-12 w-full items-center gap-2 px-5 text-left text-sm tracking-wide uppercase hover:bg-brand-700 focus-visible:bg-brand-700"
                >
                  {t.columns[column]}
                  {column !== 'region' ? <span className="font-normal normal-case opacity-80">{t.perSqYdColumn}</span> : null}
                  <SortArrow direction={sort.key === column ? sort.direction : null} />
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {regions.map((region) => (
            <tr key={region.id} className="hover:bg-slate-50">
              <th scope="row" className="px-5 py-3 font-semibold text-slate-900">
                <VillageLink region={region} />
                <VillageVentures ventures={ventures.get(region.id)} />
              </th>
              <td className="px-5 py-3">
                <PriceRange min={region.ResidentialPriceMin} max={region.ResidentialPriceMax} />
              </td>
              <td className="px-5 py-3">
                <PriceRange min={region.CommercialPriceMin} max={region.CommercialPriceMax} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MobileSortBar({ sort, onSort }: { sort: RegionSort; onSort: (key: RegionSortKey) => void }) {
  const t = useT('pricing');
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="mb-4 md:hidden">
      <p id={labelId} className="mb-2 text-sm font-medium text-slate-600">
        {t.sortBy}
      </p>
      <div className="grid grid-cols-3 gap-2">
        {COLUMNS.map((column) => {
          const active = sort.key === column;
          return (
            <button
              key={column}
              type="button"
              aria-pressed={active}
              onClick={() => onSort(column)}
              className={`inline-flex min-h-11 min-w-0 items-center justify-center gap-1 rounded-lg border px-1.5 text-sm font-medium ${
                active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700'
              }`}
            >
              {t.columns[column]}
              <SortArrow direction={active ? sort.direction : null} />
              {active ? <span className="sr-only">{t.sortDirection[sort.direction]}</span> : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}

function RegionCards({ regions }: { regions: Region[] }) {
  const t = useT('pricing').columns;
  const ventures = useVillageVentures();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 md:hidden" data-testid="region-cards">
      {regions.map((region) => (
        <li key={region.id} className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
          <h3 className="font-semibold text-slate-900">
            <VillageLink region={region} />
          </h3>
          <VillageVentures ventures={ventures.get(region.id)} />
          <dl className="mt-2 grid grid-cols-2 gap-2">
            <div>
              <dt className="text-xs text-slate-500">{t.residential}</dt>
              <dd className="mt-0.5">
                <PriceRange min={region.ResidentialPriceMin} max={region.ResidentialPriceMax} compact />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t.commercial}</dt>
              <dd className="mt-0.5">
                <PriceRange min={region.CommercialPriceMin} max={region.CommercialPriceMax} compact />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function PricingSkeleton() {
  const t = useT('pricing');
  return (
    <div role="status" aria-label={t.loading} className="space-y-3">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full md:h-12" />
      ))}
    </div>
  );
}

/** A village's name, leading to its page (its prices' history, its plots and ventures). */
function VillageLink({ region }: { region: Pick<Region, 'region' | 'regionTe'> }) {
  return (
    <Link to={paths.village.href(region)} className="text-slate-900 underline decoration-slate-300 underline-offset-4 hover:text-brand-800 hover:decoration-brand-700">
      <Localized english={region.region} telugu={region.regionTe} />
    </Link>
  );
}
