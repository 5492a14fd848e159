import type { PlotStatus } from '@core/constants';
import type { Plot } from '@core/schemas/plot';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { PLOT_TEXTS } from '@/config/admin-texts';
import { useDeletePlot } from './api/delete-plot';
import { useAdminPlot } from './api/get-admin-plot';
import { usePlotInterestFigures } from './api/get-plot-interest';
import { ADMIN_PLOTS_PAGE_SIZE, useAdminPlots } from './api/get-admin-plots';
import { useUpdatePlotStatus, type StatusChoice } from './api/update-plot-status';
import { useVentureChoices } from './api/get-venture-choices';
import { AdminPlotCard } from './components/admin-plot-card';
import { ReserveDialog } from './components/reserve-dialog';
import { PlotFilterPanel } from './components/plot-filter-panel';
import { PlotFormModal, type PlotFormTarget } from './components/plot-form-modal';
import { useDebouncedValue } from './hooks/use-debounced-value';
import { adminFiltersToQuery, EMPTY_ADMIN_FILTERS, hasActiveFilters, type AdminPlotFilters } from './utils/admin-plot-filters';
import { plotToast } from './utils/plot-toast';

const FILTER_DEBOUNCE_MS = 300;

/**
 * Plots Management (docs/product.md §2): filters, the list with its status dropdowns, each plot's
 * views and enquiries per 100 views, Add / Edit / Delete. `?plot=<id>` (the dashboard's links)
 * shows that plot's card above the list.
 */
export function AdminPlotsPage() {
  const confirm = useConfirm();
  const [params, setParams] = useSearchParams();
  const focusId = params.get('plot');
  const focused = useAdminPlot(focusId);
  const [filters, setFilters] = useState<AdminPlotFilters>(EMPTY_ADMIN_FILTERS);
  const [page, setPage] = useState(1);
  const [formTarget, setFormTarget] = useState<PlotFormTarget | null>(null);
  const [savingStatus, setSavingStatus] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  /** The plot whose reservation's last day is being asked. */
  const [reserving, setReserving] = useState<Plot | null>(null);
  const { ventures } = useVentureChoices();
  const venturesById = useMemo(() => new Map((ventures ?? []).map((venture) => [venture.id, venture])), [ventures]);

  const debouncedFilters = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const query = useMemo(() => adminFiltersToQuery(debouncedFilters), [debouncedFilters]);
  const { key, page: result, error, isLoading, isValidating, retry } = useAdminPlots(query, page);
  const updateStatus = useUpdatePlotStatus(key);
  const deletePlot = useDeletePlot(key);
  const filtered = hasActiveFilters(debouncedFilters);
  const totalPages = result ? Math.max(1, Math.ceil(result.total / ADMIN_PLOTS_PAGE_SIZE)) : 1;
  const interestOf = usePlotInterestFigures([...(focused.plot ? [focused.plot.id] : []), ...(result?.items ?? []).map((plot) => plot.id)]);

  const changeFilters = (next: AdminPlotFilters) => {
    setFilters(next);
    setPage(1);
  };

  const mark = (setter: typeof setDeleting, id: string, on: boolean) =>
    setter((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const saveStatus = async (plot: Plot, choice: StatusChoice) => {
    mark(setSavingStatus, plot.id, true);
    try {
      // Shown at once; put back if the server says no (no silent failure).
      await updateStatus(plot, choice);
      plotToast.success(PLOT_TEXTS.statusUpdated);
    } finally {
      mark(setSavingStatus, plot.id, false);
    }
  };

  const changeStatus = async (plot: Plot, status: PlotStatus) => {
    if (plot.status === status) return;
    // A reservation needs its last day: the dialog asks, then saves (and says a refusal itself).
    if (status === 'reserved') {
      setReserving(plot);
      return;
    }
    try {
      await saveStatus(plot, { status });
    } catch {
      plotToast.error(PLOT_TEXTS.statusFailed);
    }
  };

  const remove = async (plot: Plot) => {
    if (!(await confirm(PLOT_TEXTS.confirmDelete, { title: `Delete “${plot.title}”?` }))) return;
    mark(setDeleting, plot.id, true);
    try {
      await deletePlot(plot.id);
      plotToast.success(PLOT_TEXTS.deleted);
      // The last plot of a later page gone: step back a page.
      if (result && result.items.length === 1 && page > 1) setPage(page - 1);
    } catch {
      plotToast.error(PLOT_TEXTS.deleteFailed);
    } finally {
      mark(setDeleting, plot.id, false);
    }
  };

  const card = (plot: Plot) => (
    <AdminPlotCard
      plot={plot}
      venture={plot.ventureId ? (venturesById.get(plot.ventureId) ?? null) : null}
      interest={interestOf(plot.id)}
      onChangeReservation={() => setReserving(plot)}
      statusSaving={savingStatus.has(plot.id)}
      deleting={deleting.has(plot.id)}
      onStatusChange={(status) => void changeStatus(plot, status)}
      onEdit={() => setFormTarget({ mode: 'edit', plot })}
      onDelete={() => void remove(plot)}
    />
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-slate-900">Plots</h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {result ? `${result.total} ${result.total === 1 ? 'plot' : 'plots'}${filtered ? ' match the filters' : ' in total'}` : '\u00a0'}
          </p>
        </div>
        <Button onClick={() => setFormTarget({ mode: 'add' })}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M12 5v14M5 12h14" />
          </svg>
          Add New Plot
        </Button>
      </div>

      {focusId ? (
        <section aria-labelledby="focused-plot-heading" className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="focused-plot-heading" className="text-base font-semibold text-slate-900">
              The plot you opened
            </h3>
            <Button variant="secondary" onClick={() => setParams({})}>
              Show all plots only
            </Button>
          </div>
          {focused.plot ? (
            card(focused.plot)
          ) : focused.error ? (
            <ErrorState message={`${PLOT_TEXTS.loadOneFailed} ${focused.error.message}`} onRetry={focused.retry} />
          ) : (
            <Skeleton className="h-32 w-full" />
          )}
        </section>
      ) : null}

      <PlotFilterPanel filters={filters} onChange={changeFilters} onClear={() => changeFilters(EMPTY_ADMIN_FILTERS)} />

      <section aria-label="Plot list" aria-busy={isLoading || isValidating} className="flex flex-col gap-3">
        {error && !result ? (
          <ErrorState message={`${PLOT_TEXTS.loadFailed}. ${error.message}`} onRetry={retry} />
        ) : isLoading && !result ? (
          <div role="status" aria-label="Loading plots" className="flex flex-col gap-3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-32 w-full" />
            ))}
          </div>
        ) : result && result.items.length === 0 ? (
          <EmptyState title="No Plots Found">
            {filtered ? (
              <p>Try adjusting your filters.</p>
            ) : (
              <>
                <p>Add your first plot to get started.</p>
                <Button className="mt-4" onClick={() => setFormTarget({ mode: 'add' })}>
                  Add New Plot
                </Button>
              </>
            )}
          </EmptyState>
        ) : result ? (
          <>
            {error ? <ErrorState message={`${PLOT_TEXTS.loadFailed}. Showing the last list loaded.`} onRetry={retry} /> : null}
            <ul className={`flex flex-col gap-3 transition-opacity ${isValidating ? 'opacity-80' : ''}`}>
              {result.items.map((plot) => (
                <li key={plot.id}>{card(plot)}</li>
              ))}
            </ul>
            {totalPages > 1 ? (
              <nav aria-label="Pagination" className="flex items-center justify-between gap-3 pt-2">
                <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <p className="text-sm text-slate-600">
                  Page {page} of {totalPages}
                </p>
                <Button variant="secondary" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
                  Next
                </Button>
              </nav>
            ) : null}
          </>
        ) : null}
      </section>

      <PlotFormModal target={formTarget} onClose={() => setFormTarget(null)} />
      <ReserveDialog plot={reserving} onClose={() => setReserving(null)} onReserve={(plot, day) => saveStatus(plot, { status: 'reserved', reservedUntil: day })} />
    </div>
  );
}
