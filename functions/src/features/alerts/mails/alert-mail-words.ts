import { ENGLISH_AREA_UNIT_WORDS, type AreaUnitWords } from '../../../core/area-units';
import type { Language } from '../../../core/languages';
import { ENGLISH_PRICE_UNIT_WORDS, type PriceUnitWords } from '../../../core/price';

/**
 * The words of the subscribers' alert mails, in each language the site speaks (docs/decisions/017).
 * The mails are rendered by the backend, which cannot load the web app's dictionaries
 * (web/src/i18n), so their words live here, one object per language; the Telugu one is typed as
 * the English one, so a missing text fails the typecheck. The unit words are the site's own: the
 * core's English ones, and the Telugu ones of web/src/i18n/te/formats.ts (a test keeps them equal).
 */
const en = {
  priceUnits: ENGLISH_PRICE_UNIT_WORDS,
  areaUnits: ENGLISH_AREA_UNIT_WORDS,
  facts: { price: 'Price', area: 'Area', village: 'Village' },
  newPlot: {
    subject: (title: string) => `New plot like your search: ${title}`,
    heading: 'A new plot like your search',
    intro: 'This plot was just listed and fits the search you saved.',
  },
  priceDrop: {
    subject: (title: string) => `Price drop: ${title}`,
    heading: 'A price drop on a plot you follow',
    intro: (before: string, after: string) => `The price went down from ${before} to ${after}.`,
  },
  ventureFreed: {
    subject: (venture: string, count: number) => (count === 1 ? `A plot is available again in ${venture}` : `${count} plots are available again in ${venture}`),
    heading: (venture: string) => `Plots available in ${venture}`,
    intro: (count: number) => (count === 1 ? 'This plot is on sale again:' : `These ${count} plots are on sale again:`),
    openVenture: 'See the layout',
  },
  news: {
    subject: (title: string) => `Amaravati update: ${title}`,
    heading: 'A new Amaravati update',
    read: 'Read the update',
  },
  summary: {
    subject: (count: number) => (count === 1 ? 'Your daily alerts: 1 new' : `Your daily alerts: ${count} new`),
    intro: 'What happened today in what you follow:',
  },
  footer: {
    manage: 'Manage my alerts',
    unsubscribe: 'Unsubscribe',
    why: (email: string, business: string) => `You get this mail because ${email} signed up for alerts from ${business} and confirmed it.`,
    daily: 'You chose a daily summary: at most one such mail a day.',
    leave: 'Unsubscribe stops every alert mail to this address at once; Manage my alerts changes what you follow or how often.',
  },
};

type MailWords = typeof en;
type Words<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : T[K] extends string ? string : Words<T[K]>;
};

/** The Telugu unit words of the site (web/src/i18n/te/formats.ts). */
const TELUGU_PRICE_UNITS: PriceUnitWords = { lakhs: { card: ' లక్షలు', table: ' లక్షలు' }, crores: { card: ' కోట్లు', table: ' కోట్లు' } };
const TELUGU_AREA_UNITS: AreaUnitWords = {
  sqyd: { short: 'చ.గ.', one: 'చ.గ.', long: 'చదరపు గజాలు' },
  sqft: { short: 'చ.అ.', one: 'చ.అ.', long: 'చదరపు అడుగులు' },
  cents: { short: 'సెంట్లు', one: 'సెంటు', long: 'సెంట్లు' },
  acres: { short: 'ఎకరాలు', one: 'ఎకరం', long: 'ఎకరాలు' },
};

const te: Words<MailWords> = {
  priceUnits: TELUGU_PRICE_UNITS,
  areaUnits: TELUGU_AREA_UNITS,
  facts: { price: 'ధర', area: 'విస్తీర్ణం', village: 'గ్రామం' },
  newPlot: {
    subject: (title) => `మీ శోధనకు సరిపోయే కొత్త ప్లాట్: ${title}`,
    heading: 'మీ శోధనకు సరిపోయే కొత్త ప్లాట్',
    intro: 'ఈ ప్లాట్ ఇప్పుడే జాబితాలో చేరింది, మీరు సేవ్ చేసిన శోధనకు సరిపోతుంది.',
  },
  priceDrop: {
    subject: (title) => `ధర తగ్గింది: ${title}`,
    heading: 'మీరు అనుసరిస్తున్న ప్లాట్ ధర తగ్గింది',
    intro: (before, after) => `ధర ${before} నుండి ${after} కి తగ్గింది.`,
  },
  ventureFreed: {
    subject: (venture, count) => (count === 1 ? `${venture} లో ఒక ప్లాట్ మళ్లీ అందుబాటులో ఉంది` : `${venture} లో ${count} ప్లాట్లు మళ్లీ అందుబాటులో ఉన్నాయి`),
    heading: (venture) => `${venture} లో అందుబాటులో ఉన్న ప్లాట్లు`,
    intro: (count) => (count === 1 ? 'ఈ ప్లాట్ మళ్లీ అమ్మకానికి ఉంది:' : `ఈ ${count} ప్లాట్లు మళ్లీ అమ్మకానికి ఉన్నాయి:`),
    openVenture: 'లేఅవుట్ చూడండి',
  },
  news: {
    subject: (title) => `అమరావతి వార్త: ${title}`,
    heading: 'అమరావతి నుండి కొత్త వార్త',
    read: 'వార్త చదవండి',
  },
  summary: {
    subject: (count) => `మీ రోజువారీ అలర్ట్‌లు: ${count} కొత్తవి`,
    intro: 'మీరు అనుసరిస్తున్న వాటిలో ఈ రోజు జరిగినవి:',
  },
  footer: {
    manage: 'నా అలర్ట్‌లను నిర్వహించండి',
    unsubscribe: 'సబ్‌స్క్రిప్షన్ రద్దు చేయండి',
    why: (email, business) => `${email} తో ${business} అలర్ట్‌ల కోసం సబ్‌స్క్రైబ్ చేసి నిర్ధారించినందున మీకు ఈ మెయిల్ వస్తోంది.`,
    daily: 'మీరు రోజువారీ సారాంశాన్ని ఎంచుకున్నారు: రోజుకు ఒకటి కంటే ఎక్కువ రాదు.',
    leave: 'సబ్‌స్క్రిప్షన్ రద్దు చేస్తే ఈ చిరునామాకు అన్ని అలర్ట్ మెయిల్స్ వెంటనే ఆగిపోతాయి; నా అలర్ట్‌లను నిర్వహించండి లో మీరు అనుసరించేవి, ఎంత తరచుగా అనేవి మార్చవచ్చు.',
  },
};

export const ALERT_MAIL_WORDS: Record<Language, Words<MailWords>> = { en, te };
