import { LocalizedLink as Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-language';

/** Page numbers to show around the current one: 1 … 4 5 [6] 7 8 … 20. */
function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1]);
  const list = [...wanted].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const n of list) {
    const previous = out[out.length - 1];
    if (typeof previous === 'number' && n - previous > 1) out.push('gap');
    out.push(n);
  }
  return out;
}

const ITEM = 'inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold';

/** Real links (shareable, work with the back button); the listing keeps its scroll position and moves to the results. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  onNavigate,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  onNavigate: () => void;
}) {
  const t = useT('parts').pagination;
  if (totalPages <= 1) return null;
  const link = (n: number, label: string, rel?: string) => (
    <Link
      to={hrefFor(n)}
      preventScrollReset
      onClick={onNavigate}
      rel={rel}
      className={`${ITEM} border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t.label} className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? link(page - 1, t.previous, 'prev') : null}
      <ul className="flex flex-wrap items-center gap-1.5">
        {pageWindow(page, totalPages).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${ITEM} bg-brand-700 text-white`}>
                  <span className="sr-only">{t.page}</span>
                  {n}
                </span>
              ) : (
                <Link
                  to={hrefFor(n)}
                  preventScrollReset
                  onClick={onNavigate}
                  aria-label={t.pageNumber(n)}
                  className={`${ITEM} border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700`}
                >
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < totalPages ? link(page + 1, t.next, 'next') : null}
    </nav>
  );
}
