import { featuredCountForWidth } from '@core/featured';
import { MESSAGES } from '@core/messages';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useFeaturedPlots } from '../api/get-featured-plots';
import { useWindowWidth } from '../hooks/use-window-width';
import { PlotCard } from './plot-card';
import { PlotCardSkeleton } from './plot-card-skeleton';

/** 'Featured Properties': as many featured plots as the screen width calls for (12 / 9 / 6 / 4). */
export function FeaturedPlots({
  whatsappNumber,
  intro = 'Hand-picked plots that are available now.',
  tone = 'plain',
}: {
  whatsappNumber: string | undefined;
  intro?: string;
  tone?: 'muted' | 'plain';
}) {
  const width = useWindowWidth();
  const count = featuredCountForWidth(width);
  const { plots, error, isLoading, retry } = useFeaturedPlots(count);
  // keepPreviousData may hold more cards than the new count for a moment: never show more than asked.
  const visible = plots?.slice(0, count);

  return (
    <section
      aria-labelledby="featured-heading"
      className={`py-14 sm:py-20 ${tone === 'muted' ? 'bg-slate-50' : 'bg-white'}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">Available now</p>
        <h2 id="featured-heading" className="mt-2 text-3xl font-bold text-brand-800 sm:text-4xl">
          Featured Properties
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">{intro}</p>
        <div className="mt-8">
          {error && !plots ? (
            <ErrorState message="We could not load the featured properties." onRetry={retry} />
          ) : isLoading && !plots ? (
            <div role="status" aria-label="Loading featured properties" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              <PlotCardSkeleton />
              <PlotCardSkeleton />
              <PlotCardSkeleton />
            </div>
          ) : !visible || visible.length === 0 ? (
            <EmptyState title={MESSAGES.noFeatured} />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="featured-grid">
              {visible.map((plot) => (
                <li key={plot.id}>
                  <PlotCard plot={plot} whatsappNumber={whatsappNumber} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
