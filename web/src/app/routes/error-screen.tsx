import { languageOfPath, pathInLanguage } from '@core/languages';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { loadedDictionary } from '@/i18n/dictionary-store';
import { errorScreen as englishWords } from '@/i18n/en/fallback';

function describe(error: unknown, unknown: string): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return unknown;
}

/**
 * The router's error screen (docs/product.md: 'Unexpected Application Error!'). It replaces the whole public
 * layout, so it stands on its own and uses plain links: after a failed chunk load (a new release)
 * a full reload is what fixes things. Its words are the page's language when they have loaded
 * (the failure may be that they could not), else English, which every build carries.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const { language } = languageOfPath(useLocation().pathname);
  const t = loadedDictionary(language, 'common')?.errorScreen ?? englishWords;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16">
      <div role="alert" className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <span aria-hidden="true" className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-700">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="h-7 w-7">
            <path d="M12 9v4m0 4h.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          </svg>
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t.heading}</h1>
        <p className="mt-2 text-slate-600">{t.text}</p>
        <pre className="mt-4 max-h-40 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-100 p-3 text-left text-sm text-slate-700">
          {describe(error, t.unknown)}
        </pre>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t.reload}
          </button>
          <a
            href={pathInLanguage('/', language)}
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t.home}
          </a>
        </div>
      </div>
    </main>
  );
}
