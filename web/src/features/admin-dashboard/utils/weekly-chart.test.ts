import type { WeekOfLeads } from '@core/lead-figures';
import { addDays } from '@core/dates';
import { describe, expect, it } from 'vitest';
import { niceScale, WEEKLY_CHART_FRAME, weekBarTitle, weeklyChart, weeklyChartSummary, weekTotal } from './weekly-chart';

/** Twelve weeks from Monday 7 September 2026, with the counts given (missing weeks empty). */
function weeks(counts: Partial<Record<number, Partial<WeekOfLeads['counts']>>> = {}): WeekOfLeads[] {
  return Array.from({ length: 12 }, (_, index) => ({
    start: addDays('2026-09-07', 7 * index),
    counts: { contact: 0, sell: 0, 'plot-enquiry': 0, ...counts[index] },
  }));
}

const { margin, width, height } = WEEKLY_CHART_FRAME;
const plotBottom = height - margin.bottom;
const plotHeight = height - margin.bottom - margin.top;

describe('niceScale', () => {
  it('rounds the largest week up to a step of 1, 2 or 5 times a power of ten, in at most four steps', () => {
    expect(niceScale(3)).toEqual({ max: 3, step: 1, ticks: [0, 1, 2, 3] });
    expect(niceScale(4)).toEqual({ max: 4, step: 1, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(7)).toEqual({ max: 8, step: 2, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(9)).toEqual({ max: 10, step: 5, ticks: [0, 5, 10] });
    expect(niceScale(34)).toEqual({ max: 40, step: 10, ticks: [0, 10, 20, 30, 40] });
    expect(niceScale(41)).toEqual({ max: 60, step: 20, ticks: [0, 20, 40, 60] });
    expect(niceScale(180)).toEqual({ max: 200, step: 50, ticks: [0, 50, 100, 150, 200] });
    expect(niceScale(1234).step).toBe(500);
  });

  it('keeps an exact fit and whole steps for small numbers', () => {
    expect(niceScale(1)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
    expect(niceScale(40).max).toBe(40);
    expect(niceScale(20)).toEqual({ max: 20, step: 5, ticks: [0, 5, 10, 15, 20] });
  });

  it('still has an axis when there is nothing to show', () => {
    expect(niceScale(0)).toEqual({ max: 4, step: 1, ticks: [0, 1, 2, 3, 4] });
    expect(weeklyChart(weeks()).gridlines.map((line) => line.value)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('weeklyChart', () => {
  it('gives every week a slot of the same width, oldest on the left', () => {
    const chart = weeklyChart(weeks({ 0: { contact: 1 }, 11: { sell: 2 } }));
    expect(chart.bars).toHaveLength(12);
    const slot = (width - margin.right - margin.left) / 12;
    chart.bars.forEach((bar, index) => expect(bar.centerX).toBeCloseTo(margin.left + slot * (index + 0.5), 1));
    expect(chart.bars[0]!.start).toBe('2026-09-07');
    expect(chart.bars[11]!.start).toBe('2026-11-23');
    for (const bar of chart.bars) for (const segment of bar.segments) expect(segment.x + segment.width / 2).toBeCloseTo(bar.centerX, 1);
  });

  it('stacks the sources from the bottom in their order, each as tall as its share of the axis', () => {
    // The largest week, 7, makes an axis of 8.
    const chart = weeklyChart(weeks({ 3: { contact: 3, sell: 2, 'plot-enquiry': 2 }, 4: { sell: 4 } }));
    expect(chart.scale.max).toBe(8);
    const bar = chart.bars[3]!;
    expect(bar.total).toBe(7);
    expect(bar.segments.map((segment) => [segment.source, segment.count])).toEqual([
      ['contact', 3],
      ['sell', 2],
      ['plot-enquiry', 2],
    ]);
    const [contact, sell, plot] = bar.segments;
    expect(contact!.y + contact!.height).toBeCloseTo(plotBottom, 1);
    expect(contact!.height).toBeCloseTo((plotHeight * 3) / 8, 1);
    expect(sell!.y + sell!.height).toBeCloseTo(contact!.y, 1);
    expect(plot!.y + plot!.height).toBeCloseTo(sell!.y, 1);
    expect(plot!.y).toBeCloseTo(plotBottom - (plotHeight * 7) / 8, 1);
  });

  it('leaves out sources without leads, and draws nothing for an empty week', () => {
    // 4 is a whole axis: the bar reaches the top.
    const chart = weeklyChart(weeks({ 2: { 'plot-enquiry': 4 } }));
    expect(chart.bars[2]!.segments.map((segment) => segment.source)).toEqual(['plot-enquiry']);
    expect(chart.bars[2]!.segments[0]!.y).toBeCloseTo(margin.top, 1);
    expect(chart.bars[1]!.segments).toEqual([]);
  });

  it('draws a gridline at every tick, 0 on the baseline and the max at the top', () => {
    const chart = weeklyChart(weeks({ 0: { contact: 9 } }));
    expect(chart.gridlines.map((line) => line.value)).toEqual([0, 5, 10]);
    expect(chart.gridlines[0]!.y).toBeCloseTo(plotBottom, 1);
    expect(chart.gridlines[1]!.y).toBeCloseTo(margin.top + plotHeight / 2, 1);
    expect(chart.gridlines[2]!.y).toBeCloseTo(margin.top, 1);
  });

  it('labels every other week, this week always, so the labels fit a phone', () => {
    const chart = weeklyChart(weeks());
    expect(chart.bars.map((bar) => bar.showLabel)).toEqual([false, true, false, true, false, true, false, true, false, true, false, true]);
  });

  it('labels fewer weeks when the slots are narrower', () => {
    const narrow = weeklyChart(weeks(), { ...WEEKLY_CHART_FRAME, width: 200 });
    expect(narrow.bars.filter((bar) => bar.showLabel).map((bar) => bar.start)).toEqual(['2026-09-28', '2026-10-26', '2026-11-23']);
    const wide = weeklyChart(weeks(), { ...WEEKLY_CHART_FRAME, width: 800 });
    expect(wide.bars.every((bar) => bar.showLabel)).toBe(true);
  });
});

describe('weeklyChartSummary', () => {
  it('says the total and the busiest week', () => {
    expect(weeklyChartSummary(weeks({ 0: { contact: 2 }, 8: { contact: 3, sell: 2, 'plot-enquiry': 2 }, 11: { sell: 1 } }))).toBe(
      'Leads per week, last 12 weeks: 10 in total, most in the week of 2 Nov (7)',
    );
  });

  it('names the latest of equally busy weeks', () => {
    expect(weeklyChartSummary(weeks({ 1: { contact: 4 }, 9: { sell: 4 } }))).toBe('Leads per week, last 12 weeks: 8 in total, most in the week of 9 Nov (4)');
  });

  it('says none when there were none', () => {
    expect(weeklyChartSummary(weeks())).toBe('Leads per week, last 12 weeks: none');
  });
});

describe('weekBarTitle', () => {
  it('says the week, its total and each source', () => {
    const [week] = weeks({ 0: { contact: 3, 'plot-enquiry': 1 } });
    expect(weekBarTitle(week!)).toBe('Week of 7 Sept: 4 leads (Contact form 3, Sell enquiry 0, Plot enquiry 1)');
    expect(weekTotal(week!)).toBe(4);
  });

  it('says one lead and no leads plainly', () => {
    const all = weeks({ 1: { sell: 1 } });
    expect(weekBarTitle(all[1]!)).toBe('Week of 14 Sept: 1 lead (Contact form 0, Sell enquiry 1, Plot enquiry 0)');
    expect(weekBarTitle(all[2]!)).toBe('Week of 21 Sept: 0 leads');
  });
});
