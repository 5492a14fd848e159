import { FIGURE_WEEKS, type WeekOfLeads } from '@core/lead-figures';
import { LEAD_SOURCE_LABELS, LEAD_SOURCES, type LeadSource } from '@core/lead-status';
import { Skeleton } from '@/components/ui/skeleton';
import { dayMonth } from '../utils/day-labels';
import { WEEKLY_CHART_FRAME, weekBarTitle, weeklyChart, weeklyChartSummary, weekTotal } from '../utils/weekly-chart';
import { DashboardPanel } from './dashboard-panel';

/**
 * A colour per source, each at least 4.5:1 against white, and apart in hue and lightness (grey,
 * amber, blue) so they stay distinct to most colour-blind eyes; the legend, the tooltips and the
 * table say the same in words.
 */
const SOURCE_COLOURS: Record<LeadSource, string> = {
  contact: '#475569',
  sell: '#b45309',
  'plot-enquiry': '#0369a1',
};

const AXIS_TEXT = '#475569';
const GRIDLINE = '#e2e8f0';
const BASELINE = '#94a3b8';

function Legend() {
  return (
    <ul aria-label="Sources" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {LEAD_SOURCES.map((source) => (
        <li key={source} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: SOURCE_COLOURS[source] }} />
          {LEAD_SOURCE_LABELS[source]}
        </li>
      ))}
    </ul>
  );
}

function Chart({ weeks }: { weeks: WeekOfLeads[] }) {
  const { width, height } = WEEKLY_CHART_FRAME;
  const { plot, gridlines, bars } = weeklyChart(weeks);
  return (
    <svg role="img" aria-label={weeklyChartSummary(weeks)} viewBox={`0 0 ${width} ${height}`} className="mt-3 block h-auto w-full" data-chart="weekly-leads">
      {gridlines.map((line) => (
        <g key={line.value}>
          <line x1={plot.left} x2={plot.right} y1={line.y} y2={line.y} stroke={line.value === 0 ? BASELINE : GRIDLINE} strokeWidth={1} />
          <text x={plot.left - 6} y={line.y} textAnchor="end" dominantBaseline="middle" fontSize={11} fill={AXIS_TEXT}>
            {line.value}
          </text>
        </g>
      ))}
      {bars.map((bar) => (
        <g key={bar.start} data-week={bar.start}>
          <title>{weekBarTitle(bar)}</title>
          {/* The whole column answers to the pointer, so an empty or short week shows its tooltip too. */}
          <rect x={bar.slot.x} y={plot.top} width={bar.slot.width} height={plot.bottom - plot.top} fill="transparent" />
          {bar.segments.map((segment) => (
            <rect
              key={segment.source}
              x={segment.x}
              y={segment.y}
              width={segment.width}
              height={segment.height}
              fill={SOURCE_COLOURS[segment.source]}
              stroke="#fff"
              strokeWidth={0.75}
            />
          ))}
          {bar.showLabel ? (
            <text x={bar.centerX} y={plot.bottom + 17} textAnchor="middle" fontSize={12} fill={AXIS_TEXT}>
              {dayMonth(bar.start)}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}

const CELL = 'px-3 py-1.5 text-right tabular-nums';

/** The chart's numbers as a table, for screen readers, keyboards and anyone who wants them exact. */
function NumbersTable({ weeks }: { weeks: WeekOfLeads[] }) {
  return (
    <details className="mt-4 rounded-lg border border-slate-200 text-sm">
      <summary className="flex min-h-10 cursor-pointer items-center px-3 py-2 font-medium text-brand-700">Show the numbers</summary>
      <div className="overflow-x-auto border-t border-slate-200">
        <table className="w-full text-left">
          <caption className="sr-only">Leads per week by source, last {FIGURE_WEEKS} weeks, oldest first</caption>
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                Week of
              </th>
              {LEAD_SOURCES.map((source) => (
                <th key={source} scope="col" className="px-3 py-2 text-right">
                  {LEAD_SOURCE_LABELS[source]}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {weeks.map((week) => (
              <tr key={week.start} data-week={week.start}>
                <th scope="row" className="px-3 py-1.5 font-medium whitespace-nowrap">
                  <time dateTime={week.start}>{dayMonth(week.start)}</time>
                </th>
                {LEAD_SOURCES.map((source) => (
                  <td key={source} className={CELL}>
                    {week.counts[source]}
                  </td>
                ))}
                <td className={`${CELL} font-semibold`}>{weekTotal(week)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** 'Leads per week': a stacked bar per week and source, drawn by hand in SVG, with its numbers below. */
export function WeeklyLeadsChart({ weeks }: { weeks: WeekOfLeads[] | undefined }) {
  const none = weeks !== undefined && weeks.every((week) => weekTotal(week) === 0);
  return (
    <DashboardPanel id="weekly-leads" title="Leads per week" note={`By source, last ${FIGURE_WEEKS} weeks`} busy={!weeks}>
      <div className="p-4 sm:p-5">
        {!weeks ? (
          <div aria-hidden="true">
            <Skeleton className="h-5 w-64 max-w-full" />
            <Skeleton className="mt-3 aspect-[360/190] w-full" />
          </div>
        ) : (
          <>
            <Legend />
            <Chart weeks={weeks} />
            {none ? <p className="mt-2 text-sm text-slate-600">No leads in the last {FIGURE_WEEKS} weeks.</p> : null}
            <NumbersTable weeks={weeks} />
          </>
        )}
      </div>
    </DashboardPanel>
  );
}
