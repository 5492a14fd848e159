import { ErrorState } from '@/components/ui/error-state';
import { useDashboard } from '../api/get-dashboard';
import { BackupWarning } from './backup-warning';
import { DashboardCounters } from './dashboard-counters';
import { InterestLists } from './interest-lists';
import { PipelineFigures } from './pipeline-figures';
import { RecentLeads } from './recent-leads';
import { RefreshFailed } from './refresh-failed';

const LOAD_FAILED = 'Could not load the dashboard.';
const REFRESH_FAILED = 'Could not refresh the dashboard: the figures below may be out of date.';

/**
 * The admin dashboard: counters and recent leads, refreshed every 30 s, and between them the lead
 * pipeline's figures and which plots draw interest, each loading (and failing) on its own.
 */
export function DashboardOverview() {
  const { dashboard, error, retry, isValidating } = useDashboard();
  const failed = !dashboard && error;

  return (
    <div className="mx-auto max-w-7xl space-y-5 sm:space-y-6">
      <BackupWarning />
      {failed ? <ErrorState message={`${LOAD_FAILED} ${error.message}`} onRetry={retry} /> : null}
      {dashboard && error ? <RefreshFailed message={REFRESH_FAILED} onRetry={retry} retrying={isValidating} /> : null}
      {failed ? null : <DashboardCounters totals={dashboard?.totals} />}
      <PipelineFigures />
      <InterestLists />
      {failed ? null : <RecentLeads leads={dashboard?.recentLeads} />}
    </div>
  );
}
