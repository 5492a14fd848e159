import { ENGLISH_AREA_UNIT_WORDS } from '@core/area-units';
import { ENGLISH_LONG_MONTHS } from '@core/dates';
import { ENGLISH_PRICE_UNIT_WORDS } from '@core/price';

/**
 * The words of the site's formats in English: the unit words are the core's own (the back office
 * and the mails write them too), the texts a plot's buttons send are the original site's.
 */
const en = {
  priceUnits: ENGLISH_PRICE_UNIT_WORDS,
  areaUnits: ENGLISH_AREA_UNIT_WORDS,
  /** The WhatsApp message of 'Book Now' (docs/product.md §7). */
  bookNow: (location: string, type: string) => `I'm interested in ${location} property (${type})`,
  /** The WhatsApp message of 'Book Now' on a venture's layout: the venture and the plot's number. */
  bookVenturePlot: (venture: string, number: string) => `I'm interested in plot ${number} of ${venture}`,
  /**
   * The months as Intl writes them in 'en-IN' with { month: 'short' } (formats.test.ts checks it):
   * a page's first Intl object loads its locale's data, tens of milliseconds on a phone as the
   * village page came alive, for three years of month names.
   */
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as readonly string[],
  /** The months of a long date ('January 5, 2025'), the core's: the back office and the mails write them too. */
  longMonths: ENGLISH_LONG_MONTHS,
  /** What sharing a plot says (docs/product.md §7). */
  share: (title: string, location: string) => `Check out this amazing property: ${title} in ${location}`,
};

export default en;
