import type { WeekOfLeads } from '@core/lead-figures';
import { LEAD_SOURCE_LABELS, LEAD_SOURCES, type LeadSource } from '@core/lead-status';
import { dayMonth } from './day-labels';

/**
 * The geometry of the dashboard's leads-per-week chart, in the SVG's own units (its viewBox; the
 * SVG is drawn at the width of its box). Sized so that labels of 11–12 units stay readable on a
 * 390 px phone, where one unit is a little under a pixel.
 */
export interface ChartFrame {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  barShare: number;
  labelWidth: number;
}

export const WEEKLY_CHART_FRAME: Readonly<ChartFrame> = {
  width: 360,
  height: 190,
  /** Room for the y-axis numbers on the left, the week labels below and half of the last week's label on the right. */
  margin: { top: 12, right: 10, bottom: 24, left: 28 },
  /** The share of a week's slot its bar takes; the rest is the gap between bars. */
  barShare: 0.62,
  /** The least room a week label needs ('30 Sept' at 12 units): fewer labels when slots are narrower. */
  labelWidth: 48,
};

export interface ChartScale {
  /** The top of the y axis: the largest week rounded up to a step. */
  max: number;
  step: number;
  /** 0, step, 2·step … max: where the gridlines go. */
  ticks: number[];
}

interface BarSegment {
  source: LeadSource;
  count: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface WeekBar {
  /** The week's Monday (YYYY-MM-DD). */
  start: string;
  total: number;
  counts: Record<LeadSource, number>;
  /** The week's whole column, bar and gap (what its tooltip answers to). */
  slot: { x: number; width: number };
  /** The middle of the week's slot: where its label goes. */
  centerX: number;
  showLabel: boolean;
  /** Stacked from the bottom in LEAD_SOURCES order; sources without leads that week left out. */
  segments: BarSegment[];
}

export interface WeeklyChart {
  scale: ChartScale;
  /** The drawing area inside the margins. */
  plot: { left: number; top: number; right: number; bottom: number };
  gridlines: { value: number; y: number }[];
  bars: WeekBar[];
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Whole-number steps 1, 2, 5, 10, 20, 50 …: the smallest giving at most `targetTicks` steps up to `largest` (targetTicks ≥ 1). */
export function niceScale(largest: number, targetTicks = 4): ChartScale {
  const top = Math.max(0, Math.ceil(largest));
  const rough = top / targetTicks;
  let step = 1;
  for (let magnitude = 1; step < rough; magnitude *= 10) {
    step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? 10 * magnitude;
  }
  // No leads at all: an axis of 0–targetTicks, so the empty chart looks like a chart.
  const max = top === 0 ? targetTicks : Math.ceil(top / step) * step;
  return { max, step, ticks: Array.from({ length: max / step + 1 }, (_, index) => index * step) };
}

export const weekTotal = (week: Pick<WeekOfLeads, 'counts'>) => LEAD_SOURCES.reduce((sum, source) => sum + week.counts[source], 0);

/** Bars, gridlines and labels of the weeks (oldest first), one slot per week. */
export function weeklyChart(weeks: readonly WeekOfLeads[], frame: ChartFrame = WEEKLY_CHART_FRAME): WeeklyChart {
  const plot = { left: frame.margin.left, top: frame.margin.top, right: frame.width - frame.margin.right, bottom: frame.height - frame.margin.bottom };
  const totals = weeks.map(weekTotal);
  const scale = niceScale(Math.max(0, ...totals));
  const heightOf = (count: number) => ((plot.bottom - plot.top) * count) / scale.max;
  const slot = (plot.right - plot.left) / Math.max(1, weeks.length);
  const barWidth = slot * frame.barShare;
  // Every week, every 2nd or every 3rd …, counted back from this week so that it always has its label.
  const labelEvery = Math.max(1, Math.ceil(frame.labelWidth / slot));

  const bars = weeks.map((week, index): WeekBar => {
    const x = plot.left + slot * index + (slot - barWidth) / 2;
    let base = plot.bottom;
    const segments = LEAD_SOURCES.filter((source) => week.counts[source] > 0).map((source): BarSegment => {
      const height = heightOf(week.counts[source]);
      base -= height;
      return { source, count: week.counts[source], x: round(x), y: round(base), width: round(barWidth), height: round(height) };
    });
    return {
      start: week.start,
      total: totals[index]!,
      counts: week.counts,
      slot: { x: round(plot.left + slot * index), width: round(slot) },
      centerX: round(plot.left + slot * (index + 0.5)),
      showLabel: (weeks.length - 1 - index) % labelEvery === 0,
      segments,
    };
  });

  return { scale, plot, gridlines: scale.ticks.map((value) => ({ value, y: round(plot.bottom - heightOf(value)) })), bars };
}

const leads = (count: number) => `${count} ${count === 1 ? 'lead' : 'leads'}`;

/** What the chart shows in one sentence, its accessible name: the total and the busiest week (the latest of equals). */
export function weeklyChartSummary(weeks: readonly WeekOfLeads[]): string {
  const intro = `Leads per week, last ${weeks.length} weeks`;
  const totals = weeks.map(weekTotal);
  const total = totals.reduce((sum, count) => sum + count, 0);
  if (total === 0) return `${intro}: none`;
  const busiest = totals.reduce((best, count, index) => (count >= totals[best]! ? index : best), 0);
  return `${intro}: ${total} in total, most in the week of ${dayMonth(weeks[busiest]!.start)} (${totals[busiest]})`;
}

/** A bar's tooltip: 'Week of 3 Nov: 7 leads (Contact form 3, Sell enquiry 2, Plot enquiry 2)'. */
export function weekBarTitle(week: Pick<WeekOfLeads, 'start' | 'counts'>): string {
  const total = weekTotal(week);
  const bySource = LEAD_SOURCES.map((source) => `${LEAD_SOURCE_LABELS[source]} ${week.counts[source]}`).join(', ');
  return `Week of ${dayMonth(week.start)}: ${leads(total)}${total > 0 ? ` (${bySource})` : ''}`;
}
