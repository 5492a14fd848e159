import { messageKey } from '@core/message-key';
import type { VenturePage } from '@core/schemas/venture';
import { useParams } from 'react-router-dom';
import { mapTilesOf } from '@/components/map/map-points';
import { apiPaths } from '@/config/api-paths';
import { paths } from '@/config/paths';
import { VenturePageView } from '@/features/plots/components/ventures/venture-page';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { dictionary } from '@/i18n/dictionary-store';
import { messageText } from '@/i18n/message-text';
import { ventureMeta } from '../meta/venture-meta';
import { pageTitle, type PageHandle } from '../page-handle';

export const handle: PageHandle = {
  // Every venture too: a missing one's page (404) lists those there are.
  data: ({ params }) => [apiPaths.venture(params.segment ?? ''), apiPaths.ventures()],
  meta: ({ params, url, language, data }) => {
    const key = apiPaths.venture(params.segment ?? '');
    const page = data.get<VenturePage>(key);
    if (!page) {
      const t = dictionary(language, 'ventures');
      return data.missing(key)
        ? { title: pageTitle(t.page.notFoundTitle, language), description: messageText(language, messageKey('ventureNotFound')), noindex: true, status: 404 }
        : { title: pageTitle(t.list.title, language), description: '' };
    }
    // An old name's slug, a bare id or any other spelling: one address per venture.
    const own = paths.venture.href(page.venture);
    if (url.pathname !== own) return { title: '', description: '', redirect: own, permanent: true };
    return ventureMeta(page, language);
  },
};

/** /ventures/{id}-{slug}: one venture's page with its live layout plan. */
export function VentureRoute() {
  const { segment = '' } = useParams();
  const { settings } = useSiteSettings();
  return <VenturePageView key={segment} segment={segment} whatsappNumber={settings?.whatsappNumber} mapTiles={mapTilesOf(settings)} />;
}
