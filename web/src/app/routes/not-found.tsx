import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  useEffect(() => {
    document.title = 'Page not found | Amaravati Plots';
  }, []);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-extrabold text-brand-100">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-800">Page not found</h1>
      <p className="mt-3 text-slate-600">
        The page you are looking for does not exist or has moved. These might help:
      </p>
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
    </div>
  );
}
