import { Link } from 'react-router-dom';
import { NotFoundPanel } from '@/components/layout/not-found-panel';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { pageTitle, type PageHandle } from '../page-handle';

export const handle: PageHandle = {
  meta: () => ({
    title: pageTitle('Page not found'),
    description: 'The page you are looking for does not exist or has moved.',
    noindex: true,
    status: 404,
  }),
};

export function NotFoundRoute() {
  return (
    <NotFoundPanel message="The page you are looking for does not exist or has moved. These might help:">
      <nav aria-label="Helpful links" className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to={paths.home.href()} className={buttonClass('primary')}>
          Go to home
        </Link>
        <Link to={paths.properties.href()} className={buttonClass('secondary')}>
          Browse properties
        </Link>
        <Link to={paths.contact.href()} className={buttonClass('secondary')}>
          Contact us
        </Link>
      </nav>
    </NotFoundPanel>
  );
}
