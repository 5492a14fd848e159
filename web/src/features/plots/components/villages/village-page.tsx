import { messageKey } from '@core/message-key';
import { NotFoundPanel } from '@/components/layout/not-found-panel';
import type { MapTiles } from '@/components/map/map-points';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { Localized } from '@/i18n/localized';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { useMessageText } from '@/i18n/message-text';
import { useT } from '@/i18n/use-language';
import { useVillage } from '../../api/get-village';
import { VillageDetails } from './village-details';

/**
 * /villages/:slug. The server renders it with the village (or answers 404 with the villages there
 * are, app/routes/village.tsx); in the browser the same states: loading, the village, a missing
 * one, a failed read with a retry.
 */
export function VillagePageView({ slug, whatsappNumber, mapTiles, villages }: { slug: string; whatsappNumber: string | undefined; mapTiles: MapTiles | undefined; villages: readonly { id: string; region: string; regionTe: string }[] }) {
  const { page, error, missing, retry } = useVillage(slug);
  const t = useT('villages');
  const messageText = useMessageText();
  if (missing) {
    return (
      <>
        <NotFoundPanel message={messageText(messageKey('villageNotFound'))}>
          <Link to={`${paths.investment.href()}#pricing`} className={buttonClass('primary', 'mt-8')}>
            {t.allVillages}
          </Link>
        </NotFoundPanel>
        {villages.length > 0 ? (
          <section aria-labelledby="other-villages-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
            <h2 id="other-villages-heading" className="mb-4 text-xl font-bold text-slate-900">
              {t.notFound.others}
            </h2>
            <ul className="grid gap-2 sm:grid-cols-3 lg:grid-cols-4" data-testid="village-list">
              {villages.map((village) => (
                <li key={village.id}>
                  <Link to={paths.village.href(village)} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2">
                    <Localized english={village.region} telugu={village.regionTe} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </>
    );
  }
  if (!page) {
    if (!error) return <Spinner label={t.loading} className="min-h-[60vh]" />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t.loadFailed.heading}</h1>
        <p className="mt-2 text-slate-600">{t.loadFailed.text}</p>
        <button type="button" onClick={retry} className={buttonClass('primary', 'mt-6')}>
          {t.loadFailed.retry}
        </button>
      </div>
    );
  }
  return <VillageDetails key={page.village.id} page={page} whatsappNumber={whatsappNumber} mapTiles={mapTiles} />;
}
