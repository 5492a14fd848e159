import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLocalizedText } from '@/i18n/localized';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-language';
import { usePlot } from '../api/get-plot';
import { useFavouriteIds } from '../hooks/use-favourites';
import { FollowAlert } from '@/components/follow-alert/follow-alert';
import { PlotCard } from './plot-card';
import { PlotCardSkeleton } from './plot-card-skeleton';

function RemoveButton({ title, onRemove }: { title: string; onRemove: () => void }) {
  const t = useT('compare').favourites;
  return (
    <button type="button" onClick={onRemove} className={buttonClass('ghost', 'mt-2 w-full')}>
      {t.remove}
      <span className="sr-only">{t.removeFor(title)}</span>
    </button>
  );
}

function Favourite({ id, whatsappNumber, onRemove }: { id: string; whatsappNumber: string | undefined; onRemove: () => void }) {
  const { plot, error, missing, retry } = usePlot(id);
  const t = useT('compare').favourites;
  const text = useLocalizedText();
  if (plot) {
    return (
      <>
        <PlotCard plot={plot} whatsappNumber={whatsappNumber} />
        <RemoveButton title={text(plot.title, plot.titleTe)} onRemove={onRemove} />
        <div className="mt-2">
          <FollowAlert kind="priceDrop" alert={{ kind: 'priceDrop', target: { plotId: plot.id } }} />
        </div>
      </>
    );
  }
  if (missing) {
    return (
      <div data-testid="favourite-missing" className="flex h-full flex-col justify-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center">
        <p className="font-semibold text-slate-700">{t.missing}</p>
        <RemoveButton title={t.missingTitle} onRemove={onRemove} />
      </div>
    );
  }
  if (error) return <ErrorState message={t.failed} onRetry={retry} />;
  return <PlotCardSkeleton />;
}

/**
 * /favourites: the plots saved with the heart, from this browser's list (docs/product.md:
 * favourites), each with remove and add-to-compare; an empty list says how to save one.
 */
export function FavouritesPage({ whatsappNumber }: { whatsappNumber: string | undefined }) {
  const { ids, remove } = useFavouriteIds();
  const t = useT('compare').favourites;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      {ids === null ? (
        <Spinner label={t.loading} className="min-h-60" />
      ) : ids.length === 0 ? (
        <EmptyState title={t.empty}>
          {t.emptyHint}
          <div>
            <Link to={paths.properties.href()} className={buttonClass('primary', 'mt-4')}>
              {t.browse}
            </Link>
          </div>
        </EmptyState>
      ) : (
        <>
          <p role="status" className="mb-5 text-slate-700">
            {t.count(ids.length)}
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
