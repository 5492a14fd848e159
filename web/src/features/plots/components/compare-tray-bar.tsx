import { COMPARE_MIN } from '@core/constants';
import { languageOfPath } from '@core/languages';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Localized, useLocalizedText } from '@/i18n/localized';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-language';
import { useCompareTray } from '@/lib/compare-tray';

/**
 * The comparison tray, fixed at the foot of every public page while it holds plots: their names
 * (each with a remove), "Compare (n)" to the comparison page once there are two, and Clear.
 * The space it covers is kept free below the page, so nothing hides under it.
 */
export function CompareTrayBar() {
  const { tray, remove, clear } = useCompareTray();
  const { pathname } = useLocation();
  const t = useT('common').compareTray;
  const text = useLocalizedText();
  const shown = tray.length > 0;
  // What the keyboard focuses or a link jumps to is scrolled clear of the tray.
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = '9rem';
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [shown]);
  if (!shown) return null;
  const ready = tray.length >= COMPARE_MIN;
  const onComparePage = languageOfPath(pathname).path === paths.compare.path;

  return (
    <>
      <div aria-hidden="true" className="h-32 sm:h-20" />
      <section
        aria-label={t.label}
        data-testid="compare-tray"
        className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 pr-20 sm:flex-row sm:items-center sm:px-6 sm:pr-24 lg:px-8">
          <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto" aria-label={t.picked(tray.length)}>
            {tray.map((plot) => (
              <li key={plot.id} className="flex shrink-0 items-center rounded-full bg-slate-100 pl-3 text-sm text-slate-800">
                <span className="max-w-[10rem] truncate">{plot.title ? <Localized english={plot.title} telugu={plot.titleTe} /> : t.untitled}</span>
                <button
                  type="button"
                  onClick={() => remove(plot.id)}
                  aria-label={t.remove(text(plot.title, plot.titleTe) || t.untitled)}
                  className="ml-1 inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-900"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="flex shrink-0 items-center gap-2">
            <button type="button" onClick={clear} className="min-h-11 rounded-lg px-3 text-sm font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900">
              {t.clear}
            </button>
            {ready && !onComparePage ? (
              <Link
                to={paths.compare.href(tray.map((plot) => plot.id))}
                className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {t.open(tray.length)}
              </Link>
            ) : ready ? null : (
              <p className="text-sm text-slate-600">{t.needMore}</p>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
