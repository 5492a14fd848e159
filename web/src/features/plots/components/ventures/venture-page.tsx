import { messageKey } from '@core/message-key';
import { venturePathSegment } from '@core/venture-path';
import { NotFoundPanel } from '@/components/layout/not-found-panel';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { MapTiles } from '@/components/map/map-points';
import { paths } from '@/config/paths';
import { LocalizedLink as Link, LocalizedNavigate as Navigate } from '@/i18n/localized-link';
import { useMessageText } from '@/i18n/message-text';
import { useT } from '@/i18n/use-language';
import { useVenture } from '../../api/get-venture';
import { VentureDetails } from './venture-details';
import { VentureList } from './venture-list';

/**
 * /ventures/:segment. The server renders it with the venture (and answers 404 or redirects,
 * app/routes/venture.tsx); in the browser the same states: loading, the venture, a wrong slug sent
 * to the venture's own address, a missing venture (with every venture there is), a failed read with
 * a retry.
 */
export function VenturePageView({ segment, whatsappNumber, mapTiles }: { segment: string; whatsappNumber: string | undefined; mapTiles: MapTiles | undefined }) {
  const { page, error, missing, retry } = useVenture(segment);
  const t = useT('ventures');
  const messageText = useMessageText();

  if (missing) {
    return (
      <>
        <NotFoundPanel message={messageText(messageKey('ventureNotFound'))}>
          <Link to={paths.ventures.href()} className={buttonClass('primary', 'mt-8')}>
            {t.page.allVentures}
          </Link>
        </NotFoundPanel>
        <section aria-labelledby="other-ventures-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
          <h2 id="other-ventures-heading" className="mb-4 text-xl font-bold text-slate-900">
            {t.page.otherVentures}
          </h2>
          <VentureList cardHeading="h3" />
        </section>
      </>
    );
  }
  if (!page) {
    if (!error) return <Spinner label={t.page.loading} className="min-h-[60vh]" />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t.page.loadFailed.heading}</h1>
        <p className="mt-2 text-slate-600">{t.page.loadFailed.text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={retry} className={buttonClass('primary')}>
            {t.page.loadFailed.retry}
          </button>
          <Link to={paths.ventures.href()} className={buttonClass('secondary')}>
            {t.page.allVentures}
          </Link>
        </div>
      </div>
    );
  }
  if (segment !== venturePathSegment(page.venture)) return <Navigate to={paths.venture.href(page.venture)} replace />;
  return <VentureDetails key={page.venture.id} page={page} whatsappNumber={whatsappNumber} mapTiles={mapTiles} />;
}
