import { PLOT_STATUSES, type PlotStatus } from '@core/constants';
import { type LayoutAreaKind } from '@core/venture-constants';
import { svgPoints } from '@core/layout-geometry';
import { PLAN_OUTLINE_COLOUR, PLOT_STATUS_COLOURS, UNLINKED_PLOT_COLOUR } from '@core/plot-status-colours';
import type { LayoutImage, VenturePlot, VentureShape } from '@core/schemas/venture';
import { memo, type MouseEvent } from 'react';
import { labelPlace, type LivePlots } from '../../utils/venture-layout';

/**
 * Short class names keep 400 plots' markup small (the page's HTML budget): one per status and
 * area kind, painted by one style sheet made from the core's colours. `d` dims a plot the filters
 * leave out, `on` marks the plot whose details are open, `c` a plot in the visitor's enquiry.
 */
export const STATUS_CLASS: Record<PlotStatus, string> = { available: 'a', reserved: 'r', booked: 'b', sold: 's', 'not-for-sale': 'n' };
const AREA_CLASS: Record<LayoutAreaKind, string> = { road: 'kr', park: 'kp', amenity: 'ka', temple: 'kt', water: 'kw', other: 'ko' };

/**
 * Non-sale areas are tinted lightly over the plan (its own drawing shows through); their names are
 * dark on every tint. The statuses' colours are the core's (the link preview paints with them too).
 */
const AREA_COLOURS: Record<LayoutAreaKind, string> = {
  road: '#e2e8f0',
  park: '#bbf7d0',
  amenity: '#bfdbfe',
  temple: '#fde68a',
  water: '#7dd3fc',
  other: '#f1f5f9',
};

const PLAN_CSS = [
  ...PLOT_STATUSES.map((status) => `.vl .${STATUS_CLASS[status]}{fill:${PLOT_STATUS_COLOURS[status].fill}}.vl .${STATUS_CLASS[status]}+text{fill:${PLOT_STATUS_COLOURS[status].ink}}`),
  // The kinds from the colours' record, not LAYOUT_AREA_KINDS: the constants are in every page's
  // common file, where that list would ride on the home page too.
  ...(Object.keys(AREA_COLOURS) as LayoutAreaKind[]).map((kind) => `.vl .${AREA_CLASS[kind]}{fill:${AREA_COLOURS[kind]};fill-opacity:.75}`),
  `.vl .u{fill:${UNLINKED_PLOT_COLOUR};fill-opacity:.7}`,
  `.vl polygon{stroke:${PLAN_OUTLINE_COLOUR};stroke-width:1;vector-effect:non-scaling-stroke}`,
  '.vl a polygon{fill-opacity:.85;transition:fill .3s}',
  '.vl text{fill:#0f172a;text-anchor:middle;dominant-baseline:central;font-weight:600;pointer-events:none}',
  '.vl a.d{opacity:.2}',
  '.vl a:hover polygon{fill-opacity:1;stroke-width:2}',
  '.vl a:focus{outline:none}',
  '.vl a:focus-visible polygon{stroke:#1d4ed8;stroke-width:4;fill-opacity:1}',
  '.vl a.c polygon{stroke:#0f172a;stroke-width:3;stroke-dasharray:4 2}',
  '.vl a.on polygon{stroke:#0f172a;stroke-width:4;fill-opacity:1}',
].join('');

interface LayoutPlanProps {
  image: LayoutImage;
  shapes: readonly VentureShape[];
  plots: LivePlots;
  /** The plan's accessible name ('Layout plan of Green Meadows'). */
  label: string;
  /** A plot link's accessible name ('Plot 27, 200 sq.yd, East, Available'). */
  plotName: (plot: VenturePlot) => string;
  /** A plot page's address in the page's language. */
  plotHref: (plot: VenturePlot) => string;
  /** The language tag of the names an admin typed on the plan ('en-IN'), on a page in another language; else undefined. */
  labelLanguage?: string | undefined;
  /** What a non-sale area is called when it has no name of its own ('Road'). */
  areaName: (kind: LayoutAreaKind) => string;
  /** Font size of plot numbers, in plan units (0: none drawn). */
  labelSize: number;
  dimmed: (plot: VenturePlot) => boolean;
  selected: string | null;
  chosen: ReadonlySet<string>;
  /** A plain click (or Enter) on a plot's link once the page is live; its page opens without JavaScript. */
  onPick?: (plotId: string) => void;
}

interface PlotShapeProps {
  shape: VentureShape;
  /** Its plot with the latest status; undefined for a shape not linked to a plot yet. */
  plot: VenturePlot | undefined;
  labelSize: number;
  plotName: (plot: VenturePlot) => string;
  plotHref: (plot: VenturePlot) => string;
  dimmed: boolean;
  chosen: boolean;
  selected: boolean;
}

/**
 * One plot of the plan, a component of its own that stays as it is (memo) while its plot, its
 * marks and the page's words do. So React hydrates the plan plot by plot, in its slices of a few
 * milliseconds, instead of 400 plots' names, outlines and label places in one go; and a new
 * availability (the first read as the page comes alive, then a changed poll) or a filter redraws
 * only the plots it changes (venture-layout.ts `livePlots` keeps an unchanged plot's object).
 */
const PlotShape = memo(function PlotShape({ shape, plot, labelSize, plotName, plotHref, dimmed, chosen, selected }: PlotShapeProps) {
  const text = plot?.number || shape.label;
  const place = labelPlace(shape.points, text, labelSize);
  const number = place ? (
    <text x={place.x} y={place.y}>
      {text}
    </text>
  ) : null;
  // A shape not linked to a plot yet: drawn, but not for sale here.
  if (!plot) {
    return (
      <g aria-hidden="true">
        <polygon className="u" points={svgPoints(shape.points)} />
        {number}
      </g>
    );
  }
  const classes = [dimmed ? 'd' : '', chosen ? 'c' : '', selected ? 'on' : ''].filter(Boolean).join(' ');
  return (
    <a href={plotHref(plot)} aria-label={plotName(plot)} className={classes || undefined}>
      <polygon className={STATUS_CLASS[plot.status]} points={svgPoints(shape.points)} />
      {number}
    </a>
  );
});

/**
 * The layout plan as inline SVG over the plan image: every plot a polygon coloured by its status
 * and a link to its page named with its number, area, facing and status; non-sale areas named on
 * the plan. Rendered by the server, so it shows and every link works before any JavaScript.
 */
export const LayoutPlan = memo(function LayoutPlan({ image, shapes, plots, label, plotName, plotHref, labelLanguage, areaName, labelSize, dimmed, selected, chosen, onPick }: LayoutPlanProps) {
  const areaSize = labelSize * 0.9;
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    if (!onPick || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    const plotId = href ? [...plots.values()].find((plot) => plotHref(plot) === href)?.id : undefined;
    if (!plotId) return;
    event.preventDefault();
    onPick(plotId);
  };
  return (
    <svg viewBox={`0 0 ${image.width} ${image.height}`} className="vl block h-full w-full" role="group" aria-label={label} onClick={onClick}>
      <style>{PLAN_CSS}</style>
      <image href={image.url} width={image.width} height={image.height} aria-hidden="true" />
      <g fontSize={areaSize}>
        {shapes.map((shape) => {
          if (shape.kind === 'plot') return null;
          const name = shape.label || areaName(shape.kind);
          const place = labelPlace(shape.points, name, areaSize);
          return (
            <g key={shape.id}>
              <polygon className={AREA_CLASS[shape.kind]} points={svgPoints(shape.points)} />
              {place ? (
                <text x={place.x} y={place.y} transform={place.upright ? `rotate(-90 ${place.x} ${place.y})` : undefined} lang={shape.label ? labelLanguage : undefined}>
                  {name}
                </text>
              ) : null}
            </g>
          );
        })}
      </g>
      <g fontSize={labelSize}>
        {shapes.map((shape) => {
          if (shape.kind !== 'plot') return null;
          const plot = shape.plotId ? plots.get(shape.plotId) : undefined;
          return (
            <PlotShape
              key={shape.id}
              shape={shape}
              plot={plot}
              labelSize={labelSize}
              plotName={plotName}
              plotHref={plotHref}
              dimmed={plot !== undefined && dimmed(plot)}
              chosen={plot !== undefined && chosen.has(plot.id)}
              selected={plot !== undefined && selected === plot.id}
            />
          );
        })}
      </g>
    </svg>
  );
});
