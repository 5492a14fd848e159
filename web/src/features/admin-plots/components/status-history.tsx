import { shortDateTime, shortDay } from '@core/dates';
import { PLOT_STATUS_LABELS } from '@core/plot-status';
import { Button } from '@/components/ui/button';
import { usePlotStatusHistory, type PlotStatusChangeEntry } from '../api/get-status-history';

/** 'Available → Reserved until 5 Dec 2026'. */
function changeText(entry: PlotStatusChangeEntry): string {
  const to = PLOT_STATUS_LABELS[entry.to] ?? entry.to;
  const until = entry.to === 'reserved' && entry.reservedUntil ? ` until ${shortDay(entry.reservedUntil)}` : '';
  return `${PLOT_STATUS_LABELS[entry.from] ?? entry.from} → ${to}${until}`;
}

/** The edit form's record of a plot's status changes, newest first, each with who and when. */
export function StatusHistory({ plotId }: { plotId: string }) {
  const { history, error, isLoading, retry } = usePlotStatusHistory(plotId);
  return (
    <section aria-labelledby={`status-history-${plotId}`} className="rounded-lg border border-slate-200 p-4">
      <h3 id={`status-history-${plotId}`} className="text-sm font-semibold text-slate-800">
        Status history
      </h3>
      {history ? (
        history.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No status changes recorded yet.</p>
        ) : (
          <ol className="mt-2 space-y-2" data-testid="status-history">
            {[...history].reverse().map((entry) => (
              <li key={entry.id} className="text-sm">
                <p className="font-medium text-slate-900">{changeText(entry)}</p>
                <p className="text-[13px] text-slate-600">
                  {entry.by ? entry.by.email : 'Automatically (the reservation ended)'} · <time dateTime={entry.at}>{shortDateTime(entry.at)}</time>
                </p>
              </li>
            ))}
          </ol>
        )
      ) : error ? (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-700">
          The status history could not be loaded.
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </div>
      ) : isLoading ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading the status history…
        </p>
      ) : null}
    </section>
  );
}
