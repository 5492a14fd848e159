import { FEATURED_MAX } from '@core/constants';
import { messageKey } from '@core/message-key';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useMessageText } from '@/i18n/message-text';
import { useT } from '@/i18n/use-language';
import { useFeaturedPlots } from '../api/get-featured-plots';
import { PlotCard } from './plot-card';
import { PlotCardSkeleton } from './plot-card-skeleton';

/**
 * How many cards each width shows (12 from 1280 px, 9 from 1024, 6 from 768, else 4: the
 * breakpoints of core/featured.ts, which are Tailwind's xl, lg and md). All twelve are in the page
 * and the stylesheet shows the right number, so the count follows the window at once, the server
 * renders the same list the browser shows, and a resize costs no request.
 */
function shownFrom(index: number): string {
  if (index < 4) return '';
  if (index < 6) return 'hidden md:block';
  if (index < 9) return 'hidden lg:block';
  return 'hidden xl:block';
}

/**
 * 'Featured Properties': as many featured plots as the screen width calls for (12 / 9 / 6 / 4).
 * `intro` replaces the line under the heading (in the page's language); the default says
 * 'Hand-picked plots that are available now.'
 */
export function FeaturedPlots({
  whatsappNumber,
  intro,
  tone = 'plain',
}: {
  whatsappNumber: string | undefined;
  intro?: string;
  tone?: 'muted' | 'plain';
}) {
  const t = useT('plots').featured;
  const message = useMessageText();
  const { plots, error, isLoading, retry } = useFeaturedPlots(FEATURED_MAX);
  const visible = plots?.slice(0, FEATURED_MAX);

  return (
    <section
      aria-labelledby="featured-heading"
      className={`py-14 sm:py-20 ${tone === 'muted' ? 'bg-slate-50' : 'bg-white'}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">{t.kicker}</p>
        <h2 id="featured-heading" className="mt-2 text-3xl font-bold text-brand-800 sm:text-4xl">
          {t.heading}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">{intro ?? t.intro}</p>
        <div className="mt-8">
          {error && !plots ? (
            <ErrorState message={t.failed} onRetry={retry} />
          ) : isLoading && !plots ? (
            <div role="status" aria-label={t.loading} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              <PlotCardSkeleton />
              <PlotCardSkeleton />
              <PlotCardSkeleton />
            </div>
          ) : !visible || visible.length === 0 ? (
            <EmptyState title={message(messageKey('noFeatured'))} />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="featured-grid">
              {visible.map((plot, index) => (
                <li key={plot.id} className={shownFrom(index)}>
                  <PlotCard plot={plot} whatsappNumber={whatsappNumber} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
