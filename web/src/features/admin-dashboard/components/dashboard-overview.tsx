import { ErrorState } from '@/components/ui/error-state';
import { useDashboard } from '../api/get-dashboard';
import { DashboardCounters } from './dashboard-counters';
import { RecentLeads } from './recent-leads';

const LOAD_FAILED = 'Could not load the dashboard.';
const REFRESH_FAILED = 'Could not refresh the dashboard: the figures below may be out of date.';

/** The admin dashboard: counters and recent leads, refreshed every 30 s. */
export function DashboardOverview() {
  const { dashboard, error, retry, isValidating } = useDashboard();

  if (!dashboard && error) return <ErrorState message={`${LOAD_FAILED} ${error.message}`} onRetry={retry} />;

  return (
    <div className="mx-auto max-w-7xl space-y-5 sm:space-y-6">
      {dashboard && error ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <span>{REFRESH_FAILED}</span>
          <button
            type="button"
            onClick={retry}
            disabled={isValidating}
            className="min-h-10 rounded-lg border border-amber-300 bg-white px-3 font-semibold hover:bg-amber-100 disabled:opacity-60"
          >
            Try again
          </button>
        </div>
      ) : null}
      <DashboardCounters totals={dashboard?.totals} />
      <RecentLeads leads={dashboard?.recentLeads} />
    </div>
  );
}
