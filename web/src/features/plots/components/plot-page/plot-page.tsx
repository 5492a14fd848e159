import type { BuyingCostSettings } from '@core/buying-cost';
import { messageKey } from '@core/message-key';
import { plotPathSegment } from '@core/plot-path';
import { NotFoundPanel } from '@/components/layout/not-found-panel';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { LocalizedLink as Link, LocalizedNavigate as Navigate } from '@/i18n/localized-link';
import { useMessageText } from '@/i18n/message-text';
import { useT } from '@/i18n/use-language';
import { usePlot } from '../../api/get-plot';
import { PlotDetails } from './plot-details';
import type { MapTiles } from '@/components/map/map-points';

function BackToListings() {
  const t = useT('common').notFound;
  return (
    <nav aria-label={t.helpfulLinks} className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
      <Link to={paths.properties.href()} className={buttonClass('primary')}>
        {t.properties}
      </Link>
      <Link to={paths.home.href()} className={buttonClass('secondary')}>
        {t.home}
      </Link>
    </nav>
  );
}

/**
 * /plots/:segment. The server renders it with the plot (and answers 404 or redirects, app/routes/plot.tsx);
 * in the browser the same states: loading, the plot, a wrong slug sent to the plot's own address,
 * a missing plot, a failed read with a retry.
 */
export function PlotPage({
  segment,
  whatsappNumber,
  mapTiles,
  buyingCosts,
}: {
  segment: string;
  whatsappNumber: string | undefined;
  mapTiles: MapTiles | undefined;
  buyingCosts: BuyingCostSettings | undefined;
}) {
  const { plot, error, missing, retry } = usePlot(segment);
  const t = useT('plotPage');
  const browse = useT('common').notFound.properties;
  const messageText = useMessageText();

  if (missing) {
    return (
      <NotFoundPanel message={messageText(messageKey('plotPageNotFound'))}>
        <BackToListings />
      </NotFoundPanel>
    );
  }
  if (!plot) {
    if (!error) return <Spinner label={t.loading} className="min-h-[60vh]" />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t.loadFailed.heading}</h1>
        <p className="mt-2 text-slate-600">{t.loadFailed.text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={retry} className={buttonClass('primary')}>
            {t.loadFailed.retry}
          </button>
          <Link to={paths.properties.href()} className={buttonClass('secondary')}>
            {browse}
          </Link>
        </div>
      </div>
    );
  }
  if (segment !== plotPathSegment(plot)) return <Navigate to={paths.plot.href(plot)} replace />;
  return <PlotDetails key={plot.id} plot={plot} whatsappNumber={whatsappNumber} mapTiles={mapTiles} buyingCosts={buyingCosts} />;
}
