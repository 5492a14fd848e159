import { FEATURED_BREAKPOINTS, FEATURED_COUNT_INITIAL, FEATURED_COUNT_SMALL } from './constants';

/** How many featured plots to show at a window width (docs/product.md §9). Unknown width → the initial 6. */
export function featuredCountForWidth(width: number | undefined): number {
  if (width === undefined || !Number.isFinite(width)) return FEATURED_COUNT_INITIAL;
  for (const breakpoint of FEATURED_BREAKPOINTS) {
    if (width >= breakpoint.minWidth) return breakpoint.count;
  }
  return FEATURED_COUNT_SMALL;
}
