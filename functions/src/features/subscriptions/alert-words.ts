import type { PlotCategory, RoadFacing } from '../../core/constants';
import type { Language } from '../../core/languages';
import { formatPlotPrice, type PriceUnitWords } from '../../core/price';
import { formatArea, type AreaUnitWords } from '../../core/area-units';
import type { Alert, AlertCadence } from '../../core/schemas/alerts';
import type { SavedSearch } from '../../core/schemas/saved-search';
import { ALERT_MAIL_WORDS } from '../alerts/mails/alert-mail-words';

/**
 * An alert in words, in the subscriber's language (the manage page, the confirmation mail, the
 * back office): what it follows and how often. The names of the plot or venture it follows are
 * looked up by the caller (AlertNames); one no longer there is said so. Prices and areas in the
 * units words of the alert mails, which are the site's.
 */
export interface AlertNames {
  plots: ReadonlyMap<string, { title: string; titleTe: string }>;
  ventures: ReadonlyMap<string, { name: string; nameTe: string }>;
}

/**
 * The words that are also the site's (categories, road facings, "documents verified", cadences)
 * are written as in web/src/i18n: scripts/alert-words-match-site.test.ts keeps them equal.
 */
interface AlertWords {
  search: (filters: string) => string;
  anyPlot: string;
  priceDrop: (title: string) => string;
  venture: (name: string) => string;
  news: string;
  gone: string;
  cadence: Record<AlertCadence, string>;
  categories: Record<PlotCategory, string>;
  facings: Record<RoadFacing, string>;
  /** A road facing's name (`facings`) as a filter: 'East facing'. */
  facing: (name: string) => string;
  inPlace: (location: string) => string;
  priceUpTo: (price: string) => string;
  priceFrom: (price: string) => string;
  areaUpTo: (area: string) => string;
  areaFrom: (area: string) => string;
  documentsVerified: string;
  inVenture: (name: string) => string;
  priceUnits: PriceUnitWords;
  areaUnits: AreaUnitWords;
}

export const ALERT_WORDS: Record<Language, AlertWords> = {
  en: {
    search: (filters) => `New plots: ${filters}`,
    anyPlot: 'any plot',
    priceDrop: (title) => `Price drops: ${title}`,
    venture: (name) => `Plots freed in ${name}`,
    news: 'News: new updates',
    gone: 'no longer listed',
    cadence: { instant: 'as it happens', daily: 'a daily summary at 08:00' },
    categories: { residential: 'residential', commercial: 'commercial', 'open-plots': 'open plots', agricultural: 'agricultural', houses: 'houses', apartments: 'apartments' },
    facings: { North: 'North', South: 'South', East: 'East', West: 'West', 'North-East': 'North-East', 'North-West': 'North-West', 'South-East': 'South-East', 'South-West': 'South-West' },
    facing: (name) => `${name} facing`,
    inPlace: (location) => `in ${location}`,
    priceUpTo: (price) => `up to ${price}`,
    priceFrom: (price) => `from ${price}`,
    areaUpTo: (area) => `up to ${area}`,
    areaFrom: (area) => `from ${area}`,
    documentsVerified: 'documents verified',
    inVenture: (name) => `in ${name}`,
    priceUnits: ALERT_MAIL_WORDS.en.priceUnits,
    areaUnits: ALERT_MAIL_WORDS.en.areaUnits,
  },
  te: {
    search: (filters) => `కొత్త ప్లాట్లు: ${filters}`,
    anyPlot: 'ఏ ప్లాట్ అయినా',
    priceDrop: (title) => `ధర తగ్గితే: ${title}`,
    venture: (name) => `${name} లో ఖాళీ అయిన ప్లాట్లు`,
    news: 'వార్తలు: కొత్త అప్‌డేట్‌లు',
    gone: 'ఇప్పుడు జాబితాలో లేదు',
    cadence: { instant: 'జరిగిన వెంటనే', daily: 'రోజూ ఉదయం 08:00 కి సారాంశం' },
    categories: { residential: 'నివాస', commercial: 'వాణిజ్య', 'open-plots': 'ఓపెన్ ప్లాట్లు', agricultural: 'వ్యవసాయ భూమి', houses: 'ఇళ్లు', apartments: 'అపార్ట్‌మెంట్లు' },
    facings: {
      North: 'ఉత్తరం',
      South: 'దక్షిణం',
      East: 'తూర్పు',
      West: 'పడమర',
      'North-East': 'ఈశాన్యం',
      'North-West': 'వాయువ్యం',
      'South-East': 'ఆగ్నేయం',
      'South-West': 'నైరుతి',
    },
    facing: (name) => `${name} ముఖం`,
    inPlace: (location) => `${location} లో`,
    priceUpTo: (price) => `${price} వరకు`,
    priceFrom: (price) => `${price} నుండి`,
    areaUpTo: (area) => `${area} వరకు`,
    areaFrom: (area) => `${area} నుండి`,
    documentsVerified: 'పత్రాలు సరిచూసినవి',
    inVenture: (name) => `${name} లో`,
    priceUnits: ALERT_MAIL_WORDS.te.priceUnits,
    areaUnits: ALERT_MAIL_WORDS.te.areaUnits,
  },
};

/** A saved search's filters in words: 'residential, in Tullur, up to ₹50 L, East facing'. */
function searchInWords(search: SavedSearch, words: AlertWords, names: AlertNames, language: Language): string {
  const price = (rupees: number) => formatPlotPrice(rupees, undefined, words.priceUnits);
  const area = (sqFt: number) => formatArea(sqFt, 'sqyd', words.areaUnits);
  const venture = search.ventureId === undefined ? undefined : names.ventures.get(search.ventureId);
  const parts = [
    search.category === undefined ? undefined : words.categories[search.category],
    search.location === undefined ? undefined : words.inPlace(search.location),
    venture === undefined ? undefined : words.inVenture(language === 'te' && venture.nameTe ? venture.nameTe : venture.name),
    search.priceMin === undefined ? undefined : words.priceFrom(price(search.priceMin)),
    search.priceMax === undefined ? undefined : words.priceUpTo(price(search.priceMax)),
    search.areaMin === undefined ? undefined : words.areaFrom(area(search.areaMin)),
    search.areaMax === undefined ? undefined : words.areaUpTo(area(search.areaMax)),
    search.roadFacing === undefined ? undefined : words.facing(words.facings[search.roadFacing]),
    search.documents === undefined ? undefined : words.documentsVerified,
  ].filter((part): part is string => part !== undefined);
  return parts.length === 0 ? words.anyPlot : parts.join(', ');
}

/** What an alert follows, in words. */
export function describeAlert(alert: Alert, names: AlertNames, language: Language): string {
  const words = ALERT_WORDS[language];
  switch (alert.kind) {
    case 'search':
      return words.search(searchInWords(alert.target, words, names, language));
    case 'priceDrop': {
      const plot = names.plots.get(alert.target.plotId);
      return words.priceDrop(plot ? (language === 'te' && plot.titleTe ? plot.titleTe : plot.title) : words.gone);
    }
    case 'venture': {
      const venture = names.ventures.get(alert.target.ventureId);
      return words.venture(venture ? (language === 'te' && venture.nameTe ? venture.nameTe : venture.name) : words.gone);
    }
    case 'news':
      return words.news;
  }
}
