import { messageKey } from '@core/message-key';
import type { VillagePage } from '@core/schemas/village';
import { useParams } from 'react-router-dom';
import { mapTilesOf } from '@/components/map/map-points';
import { apiPaths } from '@/config/api-paths';
import { VillagePageView } from '@/features/plots/components/villages/village-page';
import { useRegions } from '@/features/regions/api/get-regions';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { dictionary } from '@/i18n/dictionary-store';
import { messageText } from '@/i18n/message-text';
import { villageMeta } from '../meta/village-meta';
import { pageTitle, type PageHandle } from '../page-handle';

export const handle: PageHandle = {
  // Every village too: a missing one's page (404) lists those there are.
  data: ({ params }) => [apiPaths.village(params.slug ?? ''), apiPaths.regions()],
  meta: ({ params, language, data }) => {
    const key = apiPaths.village(params.slug ?? '');
    const page = data.get<VillagePage>(key);
    if (!page) {
      const t = dictionary(language, 'villages');
      return data.missing(key)
        ? { title: pageTitle(t.notFound.title, language), description: messageText(language, messageKey('villageNotFound')), noindex: true, status: 404 }
        : { title: pageTitle(t.allVillages, language), description: '' };
    }
    return villageMeta(page, language);
  },
};

/** /villages/{slug}: a village's prices, their history, its plots and ventures. */
export function VillageRoute() {
  const { slug = '' } = useParams();
  const { settings } = useSiteSettings();
  const { regions } = useRegions();
  return <VillagePageView key={slug} slug={slug} whatsappNumber={settings?.whatsappNumber} mapTiles={mapTilesOf(settings)} villages={regions ?? []} />;
}
