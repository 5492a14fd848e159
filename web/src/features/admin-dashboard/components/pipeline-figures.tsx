import { ErrorState } from '@/components/ui/error-state';
import { useLeadFigures } from '../api/get-lead-figures';
import { FigureCards } from './figure-cards';
import { RefreshFailed } from './refresh-failed';
import { UpcomingVisits } from './upcoming-visits';
import { WeeklyLeadsChart } from './weekly-leads-chart';

const LOAD_FAILED = 'Could not load the lead figures.';
const REFRESH_FAILED = 'Could not refresh the lead figures: those below may be out of date.';

/**
 * The lead pipeline's figures (GET /api/admin/dashboard/figures): overdue follow-ups, time to first
 * response, share resolved, leads per week and upcoming visits. Loaded on their own, so the
 * counters above never wait for them; refreshed every minute.
 */
export function PipelineFigures() {
  const { figures, error, retry, isValidating } = useLeadFigures();

  if (!figures && error) return <ErrorState message={`${LOAD_FAILED} ${error.message}`} onRetry={retry} />;

  return (
    <div data-lead-figures aria-busy={!figures} className="space-y-5 sm:space-y-6">
      {figures && error ? <RefreshFailed message={REFRESH_FAILED} onRetry={retry} retrying={isValidating} /> : null}
      <FigureCards figures={figures} />
      <div className="grid grid-cols-1 items-start gap-5 sm:gap-6 lg:grid-cols-2">
        <WeeklyLeadsChart weeks={figures?.weeks} />
        <UpcomingVisits figures={figures} />
      </div>
    </div>
  );
}
