import { MANY_VIEWS_NO_ENQUIRY_MIN } from '@core/interest';
import type { RankedPlot } from '@core/schemas/interest';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { InterestLine } from '@/components/ui/interest-figures';
import { Skeleton } from '@/components/ui/skeleton';
import { adminPagePaths } from '@/config/admin-page-paths';
import { INTEREST_TEXTS } from '@/config/admin-texts';
import { useInterestLists } from '../api/get-interest-lists';
import { DashboardPanel } from './dashboard-panel';

function RankedPlots({ id, title, note, plots, empty }: { id: string; title: string; note: string; plots: RankedPlot[] | undefined; empty: string }) {
  return (
    <DashboardPanel id={id} title={title} note={note} busy={!plots}>
      {!plots ? (
        <div role="status" aria-label={`Loading ${title.toLowerCase()}`} className="space-y-3 px-4 py-4 sm:px-5">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : plots.length === 0 ? (
        <div className="p-4 sm:p-5">
          <EmptyState title={empty} />
        </div>
      ) : (
        <ol className="divide-y divide-slate-100">
          {plots.map((plot) => (
            <li key={plot.id} data-interest-plot={plot.id} className="space-y-1 px-4 py-3 sm:px-5">
              <Link to={adminPagePaths.plot.href(plot.id)} className="font-semibold break-words text-brand-700 underline-offset-2 hover:underline">
                {plot.title}
              </Link>
              <InterestLine figures={plot} />
            </li>
          ))}
        </ol>
      )}
    </DashboardPanel>
  );
}

/**
 * Which plots draw interest, over the last 30 days: the most viewed, and those many look at and
 * nobody asks about (often priced too high). Each links to the plot in Plots. Loads, and fails, on
 * its own.
 */
export function InterestLists() {
  const { lists, error, retry } = useInterestLists();
  if (!lists && error) return <ErrorState message={`${INTEREST_TEXTS.listsLoadFailed} ${error.message}`} onRetry={retry} />;
  return (
    <div className="grid grid-cols-1 items-start gap-5 sm:gap-6 lg:grid-cols-2">
      <RankedPlots id="most-viewed" title="Most viewed plots" note="Views in the last 30 days" plots={lists?.mostViewed} empty="No plot has been viewed in the last 30 days." />
      <RankedPlots
        id="viewed-no-enquiry"
        title="Many views, no enquiry"
        note={`${MANY_VIEWS_NO_ENQUIRY_MIN} views or more in 30 days and not one enquiry`}
        plots={lists?.viewedNoEnquiry}
        empty={`No plot has ${MANY_VIEWS_NO_ENQUIRY_MIN} views without an enquiry.`}
      />
    </div>
  );
}
