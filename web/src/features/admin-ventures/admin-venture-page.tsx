import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { InterestTotalsPanel } from '@/components/ui/interest-figures';
import { Skeleton } from '@/components/ui/skeleton';
import { LAYOUT_TEXTS, VENTURE_TEXTS } from '@/config/admin-texts';
import { adminApiPaths } from '@/config/admin-api-paths';
import { adminPagePaths } from '@/config/admin-page-paths';
import { isNotFound } from '@/lib/not-found';
import { useAdminVenture } from './api/get-admin-venture';
import { useVentureLayout } from './api/get-venture-layout';
import { useVillages } from './api/get-villages';
import { LayoutEditor } from './components/layout-editor';
import { VentureForm } from './components/venture-form';

const TABS = [
  { id: 'layout', label: 'Layout & plots' },
  { id: 'details', label: 'Details' },
] as const;
type Tab = (typeof TABS)[number]['id'];

function BackLink() {
  return (
    <Link to={adminPagePaths.ventures.href()} className="text-sm font-semibold text-brand-700 hover:underline">
      ← All ventures
    </Link>
  );
}

/** Add venture: its details first; its page (plan and plots) opens once it is saved. */
export function AdminNewVenturePage() {
  const { regions, error, retry } = useVillages();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <BackLink />
      <h2 className="text-xl font-bold text-slate-900">Add venture</h2>
      {regions ? <VentureForm venture={null} regions={regions} plotCount={0} /> : error ? <ErrorState message={error.message} onRetry={retry} /> : <Skeleton className="h-96 w-full" />}
    </div>
  );
}

/**
 * A venture's page: its layout editor and plots table, and its details form, as two tabs. Both stay
 * mounted (the hidden one keeps what was typed), and each guards its own unsaved changes.
 */
export function AdminVenturePage({ ventureId }: { ventureId: string }) {
  const [tab, setTab] = useState<Tab>('layout');
  const { venture, error, retry } = useAdminVenture(ventureId);
  const layout = useVentureLayout(ventureId);
  const { regions, error: regionsError, retry: retryRegions } = useVillages();

  if (isNotFound(error)) {
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <BackLink />
        <ErrorState message="This venture does not exist any more." />
      </div>
    );
  }
  const failed = error ?? regionsError;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <BackLink />
      <h2 className="text-xl font-bold break-words text-slate-900">{venture?.name ?? '\u00a0'}</h2>
      {venture ? <InterestTotalsPanel path={adminApiPaths.interestVenture(venture.id)} of="this venture's plots" /> : null}
      {failed && !(venture && regions) ? (
        <ErrorState
          message={`${VENTURE_TEXTS.loadFailed}. ${failed.message}`}
          onRetry={() => {
            retry();
            retryRegions();
          }}
        />
      ) : !venture || !regions ? (
        <Skeleton className="h-96 w-full" />
      ) : (
        <>
          <div role="tablist" aria-label="Venture" className="flex gap-1 border-b border-slate-200">
            {TABS.map((item) => (
              <button
                key={item.id}
                id={`venture-tab-${item.id}`}
                type="button"
                role="tab"
                aria-selected={tab === item.id}
                aria-controls={`venture-panel-${item.id}`}
                tabIndex={tab === item.id ? 0 : -1}
                onClick={() => setTab(item.id)}
                onKeyDown={(event) => {
                  const step = { ArrowRight: 1, ArrowLeft: TABS.length - 1 }[event.key];
                  if (!step) return;
                  event.preventDefault();
                  const next = TABS[(TABS.findIndex((candidate) => candidate.id === tab) + step) % TABS.length]!;
                  setTab(next.id);
                  document.getElementById(`venture-tab-${next.id}`)?.focus();
                }}
                className={`-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold ${tab === item.id ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
              >
                {item.label}
              </button>
            ))}
          </div>
          <div id="venture-panel-layout" role="tabpanel" aria-labelledby="venture-tab-layout" hidden={tab !== 'layout'}>
            {layout.layout ? (
              <LayoutEditor venture={venture} read={layout.layout} reload={layout.reload} />
            ) : layout.error ? (
              <ErrorState message={`${LAYOUT_TEXTS.loadFailed}. ${layout.error.message}`} onRetry={() => void layout.reload()} />
            ) : (
              <Skeleton className="h-96 w-full" />
            )}
          </div>
          <div id="venture-panel-details" role="tabpanel" aria-labelledby="venture-tab-details" hidden={tab !== 'details'}>
            <VentureForm key={venture.id} venture={venture} regions={regions} plotCount={layout.layout?.plots.length ?? null} />
          </div>
        </>
      )}
    </div>
  );
}
