import { describe, expect, it } from 'vitest';
import { priceChart } from './price-chart';
import type { MonthPoint } from './price-history';

const point = (month: string, residential: number, commercial: number): MonthPoint => ({
  month,
  prices: { ResidentialPriceMin: residential - 1000, ResidentialPriceMax: residential + 1000, CommercialPriceMin: commercial - 1000, CommercialPriceMax: commercial + 1000 },
});

describe('priceChart', () => {
  const points = [point('2025-11', 20_000, 30_000), point('2025-12', 22_000, 31_000), point('2026-01', 24_000, 36_000), point('2026-02', 26_000, 38_000)];
  const chart = priceChart(points);

  it('draws a line per category through the middle of each range, low prices low on the chart', () => {
    expect(chart.lines.map((line) => line.category)).toEqual(['residential', 'commercial']);
    const [residential, commercial] = chart.lines;
    expect(residential!.path.split(' L')).toHaveLength(4);
    // Starts at the left edge of the area and ends at the right.
    expect(residential!.path.startsWith(`M${chart.area.left} `)).toBe(true);
    expect(residential!.last.x).toBe(chart.area.right);
    // Commercial is dearer: drawn above (a smaller y).
    expect(commercial!.last.y).toBeLessThan(residential!.last.y);
  });

  it('puts the price axis on round steps spanning every value, and marks the first year and each January', () => {
    expect(chart.yTicks.map((tick) => tick.value)).toEqual([20_000, 25_000, 30_000, 35_000, 40_000]);
    expect(chart.yTicks[0]!.y).toBe(chart.area.bottom);
    expect(chart.yTicks.at(-1)!.y).toBe(chart.area.top);
    expect(chart.xTicks.map((tick) => tick.label)).toEqual(['2025', '2026']);
  });

  it('draws one month, and no months, without failing', () => {
    expect(priceChart([point('2026-01', 20_000, 30_000)]).lines[0]!.path).toMatch(/^M\d/);
    expect(priceChart([]).lines[0]!.path).toBe('');
  });
});
