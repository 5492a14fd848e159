import { lazily } from './lazily';

/** Numbers inside a plot number compared as numbers, letters without case: '2' < '2A' < '10' < 'A-3' < 'A-14'. */
const PLOT_NUMBERS = lazily(() => new Intl.Collator('en', { numeric: true, sensitivity: 'base' }));

/**
 * The order of a venture's plots everywhere (the store's lists, the layout editor's table, the
 * venture page): by plot number as people count them, then by id so equal numbers keep one order.
 */
export function comparePlotNumbers(a: { plotNumber: string; id: string }, b: { plotNumber: string; id: string }): number {
  return PLOT_NUMBERS().compare(a.plotNumber, b.plotNumber) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
