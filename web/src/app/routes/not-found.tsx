import { NotFoundPanel } from '@/components/layout/not-found-panel';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { dictionary } from '@/i18n/dictionary-store';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-language';
import { pageTitle, type PageHandle } from '../page-handle';

export const handle: PageHandle = {
  meta: ({ language }) => {
    const t = dictionary(language, 'common').notFound;
    return { title: pageTitle(t.title, language), description: t.description, noindex: true, status: 404 };
  },
};

export function NotFoundRoute() {
  const t = useT('common').notFound;
  return (
    <NotFoundPanel message={t.message}>
      <nav aria-label={t.helpfulLinks} className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to={paths.home.href()} className={buttonClass('primary')}>
          {t.home}
        </Link>
        <Link to={paths.properties.href()} className={buttonClass('secondary')}>
          {t.properties}
        </Link>
        <Link to={paths.contact.href()} className={buttonClass('secondary')}>
          {t.contact}
        </Link>
      </nav>
    </NotFoundPanel>
  );
}
