import { middlePrice, type MonthPoint } from './price-history';
import { PRICE_RANGES, type PriceCategory } from './region-prices';

/**
 * The price history chart's drawing, as numbers: the same on the village page (SVG in the page,
 * there before any JavaScript) and in its link-preview picture. A line per category through the
 * middle of each month's range; the price axis in round steps; a mark at each January.
 */
export interface PriceChart {
  width: number;
  height: number;
  /** The plotting area inside the margins. */
  area: { left: number; top: number; right: number; bottom: number };
  lines: { category: PriceCategory; path: string; last: { x: number; y: number } }[];
  yTicks: { y: number; value: number }[];
  xTicks: { x: number; label: string }[];
}

const STEPS = [500, 1000, 2000, 2500, 5000, 10_000, 20_000, 25_000, 50_000, 100_000, 200_000, 250_000, 500_000];

/** A round step that cuts the span into at most `most` parts. */
function stepFor(span: number, most: number): number {
  return STEPS.find((step) => span / step <= most) ?? STEPS.at(-1)!;
}

export function priceChart(points: readonly MonthPoint[], size: { width: number; height: number } = { width: 640, height: 320 }): PriceChart {
  // Room on the left for '₹1,20,000' and below for the years, in the page's 18-unit type.
  const area = { left: 92, top: 14, right: size.width - 16, bottom: size.height - 34 };
  const values = points.flatMap((point) => PRICE_RANGES.map(({ category }) => middlePrice(point.prices, category)));
  const low = values.length > 0 ? Math.min(...values) : 0;
  const high = values.length > 0 ? Math.max(...values) : 1;
  const step = stepFor(Math.max(high - low, 1), 4);
  const floor = Math.max(0, Math.floor(low / step) * step);
  const ceiling = Math.max(Math.ceil(high / step) * step, floor + step);
  const x = (index: number) => (points.length <= 1 ? (area.left + area.right) / 2 : area.left + ((area.right - area.left) * index) / (points.length - 1));
  const y = (value: number) => area.bottom - ((area.bottom - area.top) * (value - floor)) / (ceiling - floor);
  const round = (n: number) => Math.round(n * 10) / 10;
  const lines = PRICE_RANGES.map(({ category }) => {
    const coordinates = points.map((point, index) => ({ x: round(x(index)), y: round(y(middlePrice(point.prices, category))) }));
    return { category, path: coordinates.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' '), last: coordinates.at(-1) ?? { x: area.left, y: area.bottom } };
  });
  const yTicks: PriceChart['yTicks'] = [];
  for (let value = floor; value <= ceiling; value += step) yTicks.push({ y: round(y(value)), value });
  const xTicks = points.flatMap((point, index) => (point.month.endsWith('-01') || index === 0 ? [{ x: round(x(index)), label: point.month.slice(0, 4) }] : []));
  // The first month's year, then each January; a first month just before a January gives way to it.
  const spaced = xTicks.filter((tick, index) => index === xTicks.length - 1 || xTicks[index + 1]!.x - tick.x > 60);
  return { width: size.width, height: size.height, area, lines, yTicks, xTicks: spaced };
}
