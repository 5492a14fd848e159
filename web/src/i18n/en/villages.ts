import type { PriceCategory } from '@core/region-prices';
import { formatOneDecimal } from '@core/price';

/**
 * The words of a village's page (/villages/{slug}): today's prices and how they moved, the price
 * history chart and its table, the plots and ventures there, the map and the villages nearby.
 */
export default {
  /** 'Thullur plot prices per sq.yd' (the page's heading). */
  heading: (village: string) => `${village} plot prices per sq.yd`,
  lead: (village: string) => `Land rates in ${village}, Amaravati capital region: today's range, three years of history, and the plots on sale there now.`,
  breadcrumbPrices: 'Prices',
  categories: { residential: 'Residential', commercial: 'Commercial' } satisfies Record<PriceCategory, string>,
  today: 'Today',
  perSqYd: 'per sq.yd',
  since: (day: string) => `Since ${day}`,
  oneYear: '1 year',
  threeYears: '3 years',
  /** A change in %, signed: '+12.5 %'. */
  change: (percent: number) => `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${formatOneDecimal(Math.abs(percent))} %`,
  noChange: 'not known',
  changeSpoken: (category: string, span: string, change: string) => `${category}: ${change} over ${span}`,
  history: {
    heading: 'Price history',
    lead: 'The middle of each range, month by month, in ₹ per sq.yd.',
    chartLabel: (village: string) => `Price history of ${village}: a line for residential and one for commercial land, month by month. The same numbers are in the table below.`,
    tableCaption: (village: string) => `Prices in ${village} at the end of each month (₹ per sq.yd)`,
    tableToggle: 'Show the numbers',
    month: 'Month',
    none: 'No price history for this village yet.',
  },
  plots: {
    heading: (village: string) => `Plots for sale in ${village}`,
    count: (count: number) => (count === 1 ? '1 plot available' : `${count} plots available`),
    all: (village: string) => `See every plot in ${village}`,
    none: (village: string) => `No plots listed in ${village} right now. Tell us what you need and we will look for you.`,
    contact: 'Ask us',
  },
  ventures: { heading: (village: string) => `Ventures in ${village}` },
  map: { heading: 'Where it is', label: (village: string) => `Map of ${village}` },
  about: (village: string) => `About ${village}`,
  nearby: {
    heading: 'Villages nearby',
    km: (km: number) => `${formatOneDecimal(km)} km away`,
    residential: 'Residential',
  },
  allVillages: 'All village prices',
  notFound: {
    title: 'Village not found',
    others: 'The villages we price',
  },
  loading: 'Loading the village',
  loadFailed: { heading: 'We could not load this village', text: 'Check your connection and try again.', retry: 'Try again' },
  meta: {
    title: (village: string) => `${village} plot price per sq yard today and history`,
    description: (village: string, residential: string, commercial: string, change: string) =>
      `${village}, Amaravati: residential plots ${residential}, commercial ${commercial} per sq.yd today${change ? `; ${change} over 3 years` : ''}. Price history, plots for sale and ventures.`,
    imageAlt: (village: string) => `Price history chart of ${village}`,
  },
};
