import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { FavouritesPage } from '@/features/plots/components/favourites-page';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { dictionary } from '@/i18n/dictionary-store';
import { useT } from '@/i18n/use-language';
import { pageTitle, type PageHandle } from '../page-handle';

export const handle: PageHandle = {
  meta: ({ language }) => {
    const t = dictionary(language, 'compare').favourites;
    return {
      title: pageTitle(t.title, language),
      description: t.description,
      breadcrumbs: [{ name: t.breadcrumb, path: paths.favourites.href() }],
      noindex: true,
    };
  },
};

/** /favourites: the plots saved in this browser. */
export function FavouritesRoute() {
  const { settings } = useSiteSettings();
  const t = useT('compare').favourites;
  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />
      <FavouritesPage whatsappNumber={settings?.whatsappNumber} />
    </>
  );
}
