import { totalOf } from '@core/plot-status';
import type { VentureListItem } from '@core/schemas/venture';
import { sitePaths } from '@core/site-paths';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { VENTURE_TEXTS } from '@/config/admin-texts';
import { adminPagePaths } from '@/config/admin-page-paths';
import { useAdminVentures } from './api/get-admin-ventures';
import { useVillages } from './api/get-villages';
import { SALE_STATUS_LABELS } from './utils/venture-form-values';

/** 'n of m available' (only Available counts as available). */
function availability(venture: VentureListItem): string {
  const total = totalOf(venture.counts);
  return total === 0 ? 'No plots yet' : `${venture.counts.available} of ${total} available`;
}

/** `village`: its name, or '' while the villages load (or when the village is gone). */
function VentureRow({ venture, village }: { venture: VentureListItem; village: string }) {
  return (
    <li data-testid="admin-venture" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <h3 className="text-base font-semibold break-words text-slate-900">
          <Link to={adminPagePaths.venture.href(venture.id)} className="hover:text-brand-700 hover:underline">
            {venture.name}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          {village ? `${village} · ` : ''}
          {SALE_STATUS_LABELS[venture.saleStatus]}
          {venture.layoutPermitNumber ? ` · ${venture.layoutAuthority} LP ${venture.layoutPermitNumber}` : ''}
        </p>
      </div>
      <p className="text-sm font-semibold text-slate-800">{availability(venture)}</p>
      <div className="flex flex-wrap gap-2">
        <Link to={adminPagePaths.venture.href(venture.id)} className={buttonClass('secondary')}>
          Edit &amp; layout<span className="sr-only">: {venture.name}</span>
        </Link>
        <a href={sitePaths.venture(venture)} target="_blank" rel="noreferrer" className={buttonClass('ghost')}>
          Public page<span className="sr-only">: {venture.name} (opens in a new tab)</span>
        </a>
      </div>
    </li>
  );
}

/** Ventures (docs/product.md §2): every venture with its village, sale status and plots available; Add venture. */
export function AdminVenturesPage() {
  const { ventures, error, isLoading, retry } = useAdminVentures();
  // The village names (the list names a village by its id): the list shows without them while they load.
  const { regions } = useVillages();
  const villages = new Map((regions ?? []).map((region) => [region.id, region.region]));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-slate-900">Ventures</h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {ventures ? `${ventures.length} ${ventures.length === 1 ? 'venture' : 'ventures'}` : '\u00a0'}
          </p>
        </div>
        <Link to={adminPagePaths.newVenture.href()} className={buttonClass('primary')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M12 5v14M5 12h14" />
          </svg>
          Add venture
        </Link>
      </div>
      <section aria-label="Venture list" aria-busy={isLoading}>
        {error && !ventures ? (
          <ErrorState message={`${VENTURE_TEXTS.loadFailed}. ${error.message}`} onRetry={retry} />
        ) : !ventures ? (
          <div role="status" aria-label="Loading ventures" className="flex flex-col gap-3">
            {[0, 1].map((index) => (
              <Skeleton key={index} className="h-24 w-full" />
            ))}
          </div>
        ) : ventures.length === 0 ? (
          <EmptyState title="No ventures yet">
            <p>Add a venture, then upload its layout plan and draw its plots.</p>
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-3">
            {ventures.map((venture) => (
              <VentureRow key={venture.id} venture={venture} village={villages.get(venture.regionId) ?? ''} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
