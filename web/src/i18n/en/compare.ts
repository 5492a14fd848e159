import { COMPARE_MIN } from '@core/constants';

/**
 * The comparison page (/compare) and the favourites page (/favourites). Plot facts, statuses and
 * facings are in `common`.
 */
export default {
  title: 'Compare plots',
  description: 'Plots in Amaravati side by side: price, rate per square yard, area, facing, road width, approvals and status.',
  lead: 'Price, rate, area, facing, road width, approvals and status, side by side.',
  browse: 'Browse properties',
  linkCopied: 'Link to this comparison copied',
  copyFailed: (url: string) => `Could not copy the link. Copy it from here: ${url}`,
  missing: (ids: readonly string[]) => `${ids.length === 1 ? 'This plot is' : 'These plots are'} no longer listed: ${ids.join(', ')}.`,
  pickMore: `Pick at least ${COMPARE_MIN} plots to compare`,
  pickMoreHint: 'Tap “Compare” on plot cards or in your favourites, then “Compare” in the tray at the foot of the page.',
  loading: 'Loading the plots…',
  failed: 'We could not load every plot of this comparison.',
  tooFewLeft: `Fewer than ${COMPARE_MIN} of these plots are still listed`,
  pickOthers: 'Pick other plots to compare them.',
  copyLink: 'Copy link',
  tableLabel: 'Comparison table (scrolls sideways)',
  caption: (count: number) => `The ${count} plots compared`,
  plot: 'Plot',
  remove: 'Remove',
  /** After the visible 'Remove', for screen readers. */
  removeFor: (title: string) => ` ${title}`,
  /** The rows' names beyond `common.plot` (area, facing, status). */
  rows: {
    price: 'Price',
    rate: 'Rate per sq.yd',
    roadWidth: 'Road width',
    venture: 'Venture',
    layoutPermit: 'Layout permit',
    rera: 'AP RERA number',
  },
  layoutPermitNumber: (authority: string, number: string) => `${authority} LP No. ${number}`,
  favourites: {
    title: 'Your favourite plots',
    description: 'The plots you saved with the heart, kept in this browser.',
    breadcrumb: 'Favourites',
    lead: 'Saved in this browser. Add them to compare, or remove the ones you no longer want.',
    loading: 'Loading your favourites…',
    empty: 'No favourites yet',
    emptyHint: 'Tap the heart on a plot to keep it here. Favourites stay in this browser.',
    browse: 'Browse properties',
    count: (count: number) => `${count} saved ${count === 1 ? 'plot' : 'plots'}`,
    remove: 'Remove from favourites',
    /** After the visible 'Remove from favourites', for screen readers. */
    removeFor: (title: string) => `: ${title}`,
    missing: 'This plot is no longer listed.',
    /** Names the plot of a removed listing in its remove button. */
    missingTitle: 'the plot that is no longer listed',
    failed: 'We could not load this plot.',
  },
};
