import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePlot } from '../api/get-plot';
import { useFavouriteIds } from '../hooks/use-favourites';
import { PlotCard } from './plot-card';
import { PlotCardSkeleton } from './plot-card-skeleton';

function RemoveButton({ title, onRemove }: { title: string; onRemove: () => void }) {
  return (
    <button type="button" onClick={onRemove} className={buttonClass('ghost', 'mt-2 w-full')}>
      Remove from favourites<span className="sr-only">: {title}</span>
    </button>
  );
}

function Favourite({ id, whatsappNumber, onRemove }: { id: string; whatsappNumber: string | undefined; onRemove: () => void }) {
  const { plot, error, missing, retry } = usePlot(id);
  if (plot) {
    return (
      <>
        <PlotCard plot={plot} whatsappNumber={whatsappNumber} />
        <RemoveButton title={plot.title} onRemove={onRemove} />
      </>
    );
  }
  if (missing) {
    return (
      <div data-testid="favourite-missing" className="flex h-full flex-col justify-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center">
        <p className="font-semibold text-slate-700">This plot is no longer listed.</p>
        <RemoveButton title="the plot that is no longer listed" onRemove={onRemove} />
      </div>
    );
  }
  if (error) return <ErrorState message="We could not load this plot." onRetry={retry} />;
  return <PlotCardSkeleton />;
}

/**
 * /favourites: the plots saved with the heart, from this browser's list (docs/product.md:
 * favourites), each with remove and add-to-compare; an empty list says how to save one.
 */
export function FavouritesPage({ whatsappNumber }: { whatsappNumber: string | undefined }) {
  const { ids, remove } = useFavouriteIds();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      {ids === null ? (
        <Spinner label="Loading your favourites…" className="min-h-60" />
      ) : ids.length === 0 ? (
        <EmptyState title="No favourites yet">
          Tap the heart on a plot to keep it here. Favourites stay in this browser.
          <div>
            <Link to={paths.properties.href()} className={buttonClass('primary', 'mt-4')}>
              Browse properties
            </Link>
          </div>
        </EmptyState>
      ) : (
        <>
          <p role="status" className="mb-5 text-slate-700">
            {ids.length} saved {ids.length === 1 ? 'plot' : 'plots'}
          </p>
          <ul data-testid="favourites" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {ids.map((id) => (
              <li key={id}>
                <Favourite id={id} whatsappNumber={whatsappNumber} onRemove={() => remove(id)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
