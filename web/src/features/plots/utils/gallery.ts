import type { PlotImage } from '@core/schemas/plot';

/** A photo's alt text: the one an admin wrote, else the page's words for its place ('Photo 2 of {title}'). */
export function photoAlt(image: Pick<PlotImage, 'alt'>, index: number, title: string, photoOf: (number: number, title: string) => string): string {
  return image.alt.trim() || photoOf(index + 1, title);
}

/** The photo `by` steps from `index`, going round at either end. */
export function stepIndex(index: number, by: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + by) % count) + count) % count;
}

/** A horizontal move of at least this many CSS pixels is a swipe. */
const SWIPE_MIN_PX = 40;

/** -1 (previous) for a swipe to the right, 1 (next) for one to the left, 0 for a tap or a mostly vertical move (scrolling). */
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
