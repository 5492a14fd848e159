import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { FavouritesPage } from '@/features/plots/components/favourites-page';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { pageTitle, type PageHandle } from '../page-handle';

export const handle: PageHandle = {
  meta: () => ({
    title: pageTitle('Your favourite plots'),
    description: 'The plots you saved with the heart, kept in this browser.',
    breadcrumbs: [{ name: 'Favourites', path: paths.favourites.href() }],
    noindex: true,
  }),
};

/** /favourites: the plots saved in this browser. */
export function FavouritesRoute() {
  const { settings } = useSiteSettings();
  return (
    <>
      <PageHeader title="Your favourite plots" lead="Saved in this browser. Add them to compare, or remove the ones you no longer want." />
      <FavouritesPage whatsappNumber={settings?.whatsappNumber} />
    </>
  );
}
