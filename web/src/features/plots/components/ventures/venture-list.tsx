import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { useT } from '@/i18n/use-language';
import { useVentures } from '../../api/get-ventures';
import { VentureCard } from './venture-card';

/** Every venture as a card, with the listings' loading, failure (and retry) and empty states. */
export function VentureList({ cardHeading = 'h2' }: { cardHeading?: 'h2' | 'h3' }) {
  const { ventures, error, isLoading, retry } = useVentures();
  const t = useT('ventures').list;
  if (error && !ventures) return <ErrorState message={t.loadFailed} onRetry={retry} />;
  if (isLoading && !ventures) {
    return (
      <div role="status" aria-label={t.loading} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-96" />
        ))}
      </div>
    );
  }
  const shown = ventures ?? [];
  if (shown.length === 0) {
    return (
      <EmptyState title={t.empty}>
        <p>{t.emptyHint}</p>
        <Link to={paths.properties.href()} className={buttonClass('secondary', 'mt-4')}>
          {t.browsePlots}
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="venture-list">
      {shown.map((venture) => (
        <li key={venture.id}>
          <VentureCard venture={venture} heading={cardHeading} />
        </li>
      ))}
    </ul>
  );
}
