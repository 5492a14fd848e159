import { PLOT_SORTS, type PlotCategory, type PlotSort } from '@core/constants';
import { messageKey } from '@core/message-key';
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Options } from '@/components/forms/options';
import { FollowAlert } from '@/components/follow-alert/follow-alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useMessageText } from '@/i18n/message-text';
import { useT } from '@/i18n/use-language';
import { usePlots } from '../api/get-plots';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  isSort,
  LISTING_PAGE_SIZE as PAGE_SIZE,
  listingPage,
  listingReads,
  listingView,
  savedSearchOf,
  type ListingView,
  type PlotFilterValues,
} from '@/lib/plot-filters';
import type { MapTiles } from '@/components/map/map-points';
import { Pagination } from './pagination';
import { PlotCard } from './plot-card';
import { PlotCardSkeleton } from './plot-card-skeleton';
import { PlotFilterFields } from './plot-filter-fields';
import { PlotsMap } from './plots-map';

/** A sentence with its numbers in bold ('Showing 1–12 of 30 plots'): the sentence stays whole, in its language's order. */
function withBoldNumbers(text: string): ReactNode[] {
  return text.split(/(\d[\d,]*)/).map((part, index) => (index % 2 === 1 ? <strong key={index}>{part}</strong> : part));
}

/**
 * All plots (optionally of one category) with the search filters, server-side sorting and paging.
 * Filters, sort and page live in the URL, so a result is shareable and the back button works.
 */
export function PlotListing({
  category,
  whatsappNumber,
  mapTiles,
}: {
  category?: PlotCategory;
  whatsappNumber: string | undefined;
  mapTiles: MapTiles | undefined;
}) {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const applied = useMemo(() => filtersFromSearchParams(new URLSearchParams(paramsKey)), [paramsKey]);
  const sortParam = params.get('sort');
  const sort: PlotSort = isSort(sortParam) ? sortParam : 'newest';
  const page = listingPage(params);
  const view = listingView(params);

  // The form edits a draft; a new URL (search, back button, shared link) replaces the draft.
  const [draft, setDraft] = useState<PlotFilterValues>(applied);
  const [draftFor, setDraftFor] = useState(paramsKey);
  if (draftFor !== paramsKey) {
    setDraftFor(paramsKey);
    setDraft(applied);
  }
  const [filtersOpen, setFiltersOpen] = useState(false);
  const results = useRef<HTMLDivElement>(null);
  const sortId = useId();
  const filtersId = useId();
  const words = useT('plots');
  const t = words.listing;
  const message = useMessageText();

  const query = useMemo(() => listingReads(new URLSearchParams(paramsKey), category), [paramsKey, category]);
  const { page: data, error, isLoading, retry } = usePlots(query, { keepPreviousData: true });

  const viewExtra: Record<string, string> = view === 'map' ? { view } : {};
  const sortExtra: Record<string, string> = sort === 'newest' ? viewExtra : { ...viewExtra, sort };
  function search(event: FormEvent) {
    event.preventDefault();
    setParams(filtersToSearchParams(draft, sortExtra), { preventScrollReset: true });
    setFiltersOpen(false);
    scrollToResults();
  }
  function clear() {
    setDraft(EMPTY_FILTERS);
    setParams(new URLSearchParams(sortExtra), { preventScrollReset: true });
  }
  function changeSort(next: PlotSort) {
    setParams(filtersToSearchParams(applied, next === 'newest' ? viewExtra : { ...viewExtra, sort: next }), { preventScrollReset: true });
  }
  function changeView(next: ListingView) {
    const nextParams = new URLSearchParams(paramsKey);
    nextParams.delete('page');
    if (next === 'map') nextParams.set('view', 'map');
    else nextParams.delete('view');
    setParams(nextParams, { preventScrollReset: true });
  }
  function hrefFor(target: number) {
    const next = new URLSearchParams(paramsKey);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    const query = next.toString();
    return query ? `?${query}` : '?';
  }
  function scrollToResults() {
    const top = results.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) results.current?.scrollIntoView({ block: 'start' });
  }

  // keepPreviousData: while the next page or sort loads, the previous results stay, dimmed.
  const switching = isLoading && Boolean(data);
  const total = data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = total === 0 ? 0 : view === 'map' ? 1 : (page - 1) * PAGE_SIZE + 1;
  const last = view === 'map' ? (data?.items.length ?? 0) : Math.min(total, page * PAGE_SIZE);
  const active = activeFilterCount(applied);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8 lg:px-8 lg:py-12">
      <aside className="mb-6 lg:mb-0">
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
          className="flex min-h-12 w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 lg:hidden"
        >
          <span>
            {t.filters}
            {active > 0 ? <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{active}</span> : null}
          </span>
          <span aria-hidden="true">{filtersOpen ? '−' : '+'}</span>
        </button>
        {/* Above the filters, not below: on wide screens the filters stick, and would cover what scrolls under them. */}
        <div className="mt-3 lg:mt-0 lg:mb-4">
          <FollowAlert kind="newPlots" alert={{ kind: 'search', target: savedSearchOf(query) }} />
        </div>
        <form
          id={filtersId}
          role="search"
          aria-label={t.formLabel}
          onSubmit={search}
          className={`${filtersOpen ? 'block' : 'hidden'} mt-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 lg:sticky lg:top-24 lg:mt-0 lg:block`}
        >
          <h2 className="mb-4 hidden text-lg font-semibold text-slate-900 lg:block">{t.filters}</h2>
          <PlotFilterFields values={draft} onChange={setDraft} layout="column" />
          <div className="mt-5 grid grid-cols-2 gap-3">
            <Button type="button" variant="secondary" onClick={clear}>
              {words.actions.clear}
            </Button>
            <Button type="submit">{words.actions.search}</Button>
          </div>
        </form>
      </aside>

      <div ref={results} className="scroll-mt-24">
        <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p role="status" className="text-slate-700" data-testid="listing-summary">
            {data ? (total === 0 ? t.none : withBoldNumbers(t.showing(first, last, total))) : t.loading}
          </p>
          <div className="flex flex-wrap items-center gap-3">
          <div role="group" aria-label={t.viewLabel} className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
            {(['list', 'map'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => changeView(option)}
                className={`min-h-10 rounded-md px-4 text-sm font-semibold transition-colors ${view === option ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {t.views[option]}
              </button>
            ))}
          </div>
          <div className="flex items-center gap-2">
            <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap text-slate-700">
              {t.sortBy}
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(event) => changeSort(event.target.value as PlotSort)}
              className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
            >
              <Options values={PLOT_SORTS} labels={t.sorts} />
            </select>
          </div>
          </div>
        </div>

        {error && !data ? (
          <ErrorState message={t.failed(message(error.message))} onRetry={retry} />
        ) : isLoading && !data ? (
          <div role="status" aria-label={t.loadingPlots} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            <PlotCardSkeleton />
            <PlotCardSkeleton />
            <PlotCardSkeleton />
          </div>
        ) : !data || data.items.length === 0 ? (
          <EmptyState title={message(messageKey('noPlotsFound'))}>
            {total > 0 ? t.pastEnd : t.emptyHint}
            <div className="mt-4">
              <Button variant="secondary" onClick={clear}>
                {t.clearFilters}
              </Button>
            </div>
          </EmptyState>
        ) : view === 'map' ? (
          <div aria-busy={switching} className={switching ? 'opacity-60' : ''}>
            <PlotsMap plots={data.items} total={total} tiles={mapTiles} />
          </div>
        ) : (
          <>
            <ul
              data-testid="listing-results"
              aria-busy={switching}
              className={`grid gap-6 transition-opacity sm:grid-cols-2 xl:grid-cols-3 ${switching ? 'opacity-60' : ''}`}
            >
              {data.items.map((plot) => (
                <li key={plot.id}>
                  <PlotCard plot={plot} whatsappNumber={whatsappNumber} />
                </li>
              ))}
            </ul>
            <div className="mt-10">
              <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} onNavigate={scrollToResults} />
            </div>
          </>
        )}
        {error && data ? (
          <div className="mt-6">
            <ErrorState message={t.refreshFailed} onRetry={retry} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
