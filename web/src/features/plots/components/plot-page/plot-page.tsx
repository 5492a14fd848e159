import { MESSAGES } from '@core/messages';
import { plotPathSegment } from '@core/plot-path';
import { Link, Navigate } from 'react-router-dom';
import { NotFoundPanel } from '@/components/layout/not-found-panel';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePlot } from '../../api/get-plot';
import { PlotDetails } from './plot-details';
import type { MapTiles } from '@/components/map/map-points';

function BackToListings() {
  return (
    <nav aria-label="Helpful links" className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
      <Link to={paths.properties.href()} className={buttonClass('primary')}>
        Browse properties
      </Link>
      <Link to={paths.home.href()} className={buttonClass('secondary')}>
        Go to home
      </Link>
    </nav>
  );
}

/**
 * /plots/:segment. The server renders it with the plot (and answers 404 or redirects, app/routes/plot.tsx);
 * in the browser the same states: loading, the plot, a wrong slug sent to the plot's own address,
 * a missing plot, a failed read with a retry.
 */
export function PlotPage({ segment, whatsappNumber, mapTiles }: { segment: string; whatsappNumber: string | undefined; mapTiles: MapTiles | undefined }) {
  const { plot, error, missing, retry } = usePlot(segment);

  if (missing) {
    return (
      <NotFoundPanel message={MESSAGES.plotPageNotFound}>
        <BackToListings />
      </NotFoundPanel>
    );
  }
  if (!plot) {
    if (!error) return <Spinner label="Loading plot…" className="min-h-[60vh]" />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">We could not load this plot</h1>
        <p className="mt-2 text-slate-600">Check your connection and try again.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={retry} className={buttonClass('primary')}>
            Try again
          </button>
          <Link to={paths.properties.href()} className={buttonClass('secondary')}>
            Browse properties
          </Link>
        </div>
      </div>
    );
  }
  if (segment !== plotPathSegment(plot)) return <Navigate to={paths.plot.href(plot)} replace />;
  return <PlotDetails key={plot.id} plot={plot} whatsappNumber={whatsappNumber} mapTiles={mapTiles} />;
}
