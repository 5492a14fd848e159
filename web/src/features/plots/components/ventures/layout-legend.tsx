import { PLOT_STATUSES } from '@core/constants';
import { PLOT_STATUS_COLOURS } from '@core/plot-status-colours';
import type { StatusCounts } from '@core/schemas/venture';
import { useT } from '@/i18n/use-language';

/** What each colour of the plan means and how many of the venture's plots stand in it (live). */
export function LayoutLegend({ counts }: { counts: StatusCounts }) {
  const t = useT('ventures');
  return (
    <ul aria-label={t.layout.legend} className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700" data-testid="layout-legend">
      {PLOT_STATUSES.map((status) => (
        <li key={status} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3.5 w-3.5 rounded-sm ring-1 ring-slate-500/60" style={{ backgroundColor: PLOT_STATUS_COLOURS[status].fill }} />
          {t.statuses[status]}
          <span className="font-semibold text-slate-900 tabular-nums">{counts[status]}</span>
        </li>
      ))}
    </ul>
  );
}
