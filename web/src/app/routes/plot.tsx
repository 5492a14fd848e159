import { messageKey } from '@core/message-key';
import type { Plot } from '@core/schemas/plot';
import { useParams } from 'react-router-dom';
import { mapTilesOf } from '@/components/map/map-points';
import { apiPaths } from '@/config/api-paths';
import { paths } from '@/config/paths';
import { PlotPage } from '@/features/plots/components/plot-page/plot-page';
import { useBuyingCosts } from '@/features/settings/api/get-buying-costs';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { dictionary } from '@/i18n/dictionary-store';
import { messageText } from '@/i18n/message-text';
import { plotMeta } from '../meta/plot-meta';
import { pageTitle, type PageHandle } from '../page-handle';

export const handle: PageHandle = {
  data: ({ params }) => [apiPaths.plot(params.segment ?? ''), apiPaths.buyingCosts()],
  meta: ({ params, url, language, data }) => {
    const key = apiPaths.plot(params.segment ?? '');
    const plot = data.get<Plot>(key);
    if (!plot) {
      const t = dictionary(language, 'plotPage').meta;
      return data.missing(key)
        ? { title: pageTitle(t.notFoundTitle, language), description: messageText(language, messageKey('plotPageNotFound')), noindex: true, status: 404 }
        : { title: pageTitle(t.title, language), description: '' };
    }
    // An old title's slug, a bare id or any other spelling: one address per plot.
    const own = paths.plot.href(plot);
    if (url.pathname !== own) return { title: '', description: '', redirect: own, permanent: true };
    return plotMeta(plot, language);
  },
};

/** /plots/{id}-{slug}: one plot's page. */
export function PlotRoute() {
  const { segment = '' } = useParams();
  const { settings } = useSiteSettings();
  const buyingCosts = useBuyingCosts();
  return <PlotPage key={segment} segment={segment} whatsappNumber={settings?.whatsappNumber} mapTiles={mapTilesOf(settings)} buyingCosts={buyingCosts} />;
}
