import { messageKey } from '@core/message-key';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import type { PlotQuery } from '@/config/api-paths';
import { useMessageText } from '@/i18n/message-text';
import { useT } from '@/i18n/use-language';
import { usePlots } from '../api/get-plots';
import { EMPTY_FILTERS, filtersToQuery, type PlotFilterValues } from '@/lib/plot-filters';
import { PlotCard } from './plot-card';
import { PlotCardSkeleton } from './plot-card-skeleton';
import { PlotFilterFields } from './plot-filter-fields';

const PAGE_SIZE = 12;

/**
 * The home page's plot search (docs/product.md: idle → searching → results; Clear returns to idle).
 * Results appear only after Search; more pages load with "Load more".
 */
export function PlotSearch({ id, whatsappNumber }: { id: string; whatsappNumber: string | undefined }) {
  const [values, setValues] = useState<PlotFilterValues>(EMPTY_FILTERS);
  const [query, setQuery] = useState<PlotQuery | null>(null);
  const [pages, setPages] = useState(1);
  const [searchCount, setSearchCount] = useState(0);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const words = useT('plots');
  const t = words.search;

  function search(event: FormEvent) {
    event.preventDefault();
    setQuery({ ...filtersToQuery(values), sort: 'newest', pageSize: PAGE_SIZE });
    setPages(1);
    setSearchCount((count) => count + 1);
  }

  function clear() {
    setValues(EMPTY_FILTERS);
    setQuery(null);
    setPages(1);
  }

  // After each search, bring the results into view when they start low on the screen (phones).
  useEffect(() => {
    const heading = resultsHeading.current;
    if (searchCount === 0 || !heading) return;
    if (heading.getBoundingClientRect().top > window.innerHeight * 0.6) heading.scrollIntoView({ block: 'start' });
  }, [searchCount]);

  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-20 bg-slate-50 py-14 outline-none sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">{t.kicker}</p>
        <h2 id={`${id}-heading`} className="mt-2 text-3xl font-bold text-brand-800 sm:text-4xl">
          {t.heading}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">{t.intro}</p>

        <form
          role="search"
          aria-label={t.formLabel}
          onSubmit={search}
          className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <PlotFilterFields values={values} onChange={setValues} />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={clear} className="sm:w-32">
              {words.actions.clear}
            </Button>
            <Button type="submit" className="sm:w-40">
              {words.actions.search}
            </Button>
          </div>
        </form>

        {query ? (
          <div className="mt-10">
            <SearchResults
              key={searchCount}
              query={query}
              pages={pages}
              onLoadMore={() => setPages((count) => count + 1)}
              headingRef={resultsHeading}
              whatsappNumber={whatsappNumber}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}

function SearchResults({
  query,
  pages,
  onLoadMore,
  headingRef,
  whatsappNumber,
}: {
  query: PlotQuery;
  pages: number;
  onLoadMore: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  whatsappNumber: string | undefined;
}) {
  const first = usePlots({ ...query, page: 1 });
  const last = usePlots(pages > 1 ? { ...query, page: pages } : null);
  const total = first.page?.total;
  const shown = Math.min(total ?? 0, pages * PAGE_SIZE);
  const t = useT('plots').search;
  const common = useT('common');
  const message = useMessageText();

  return (
    <div aria-busy={first.isLoading}>
      <h3 ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-slate-900 outline-none" aria-live="polite">
        {total === undefined ? t.searching : t.results(total)}
      </h3>
      <div className="mt-6">
        {first.error ? (
          <ErrorState message={t.failed(message(first.error.message))} onRetry={first.retry} />
        ) : first.isLoading || total === undefined ? (
          <SkeletonGrid count={3} />
        ) : total === 0 ? (
          <EmptyState title={message(messageKey('noPlotsFound'))}>{t.emptyHint}</EmptyState>
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="search-results">
              {Array.from({ length: pages }, (_, index) => (
                <ResultsPage key={index} query={{ ...query, page: index + 1 }} whatsappNumber={whatsappNumber} />
              ))}
            </ul>
            <div className="mt-8 flex flex-col items-center gap-3">
              <p className="text-sm text-slate-600">{t.shown(shown, total)}</p>
              {last.error ? <ErrorState message={t.moreFailed} onRetry={last.retry} /> : null}
              {shown < total ? (
                <Button variant="secondary" onClick={onLoadMore} disabled={last.isLoading} className="w-full sm:w-auto sm:px-8">
                  {last.isLoading ? common.loading : t.loadMore}
                </Button>
              ) : null}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/** One page of results. Every page is its own SWR key, so loaded pages stay cached (SWR's pagination pattern). */
function ResultsPage({ query, whatsappNumber }: { query: PlotQuery; whatsappNumber: string | undefined }) {
  const { page, isLoading } = usePlots(query);
  if (isLoading || !page) {
    return (
      <>
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index}>
            <PlotCardSkeleton />
          </li>
        ))}
      </>
    );
  }
  return (
    <>
      {page.items.map((plot) => (
        <li key={plot.id}>
          <PlotCard plot={plot} whatsappNumber={whatsappNumber} />
        </li>
      ))}
    </>
  );
}

function SkeletonGrid({ count }: { count: number }) {
  const t = useT('plots').search;
  return (
    <div role="status" aria-label={t.loadingPlots} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: count }, (_, index) => (
        <PlotCardSkeleton key={index} />
      ))}
    </div>
  );
}
