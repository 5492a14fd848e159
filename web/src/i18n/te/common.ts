import { COMPARE_MAX, COMPARE_MIN } from '@core/constants';
import type en from '../en/common';
import type { Translation } from '../translation';

const opensInNewTab = ' (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)';

const te: Translation<typeof en> = {
  siteName: 'అమరావతి ప్లాట్స్',
  loading: 'లోడ్ అవుతోంది…',
  tryAgain: 'మళ్లీ ప్రయత్నించండి',
  opensInNewTab,
  siteImageAlt: 'అమరావతి రాజధాని ప్రాంతంలో ప్లాట్లుగా విభజించిన భూమి',
  skipToContent: 'ప్రధాన విషయానికి వెళ్లండి',
  noScript: 'ఈ సైట్‌లో కొన్ని భాగాలకు (శోధన, ఫారమ్‌లు, ఇష్టమైనవి) జావాస్క్రిప్ట్ అవసరం. మాకు ఫోన్ చేయండి లేదా వాట్సాప్‌లో సందేశం పంపండి.',
  language: {
    switchTo: 'View in English',
  },
  topBar: {
    callUs: 'మాకు కాల్ చేయండి: ',
    favourites: 'ఇష్టమైనవి',
    map: 'మ్యాప్',
    findOffice: 'మా కార్యాలయం',
    whatsapp: 'వాట్సాప్',
  },
  nav: {
    label: 'ప్రధాన మెనూ',
    home: 'హోమ్',
    buy: 'కొనండి',
    sell: 'అమ్మండి',
    updates: 'అమరావతి వార్తలు',
    investment: 'పెట్టుబడి',
    ventures: 'వెంచర్లు',
    properties: 'ఆస్తులు',
    about: 'మా గురించి',
    contact: 'సంప్రదించండి',
    menu: 'మెనూ',
    propertyTypes: (group) => `${group} – ఆస్తి రకాలు`,
  },
  categories: {
    residential: 'నివాస',
    commercial: 'వాణిజ్య',
    'open-plots': 'ఓపెన్ ప్లాట్లు',
    agricultural: 'వ్యవసాయ భూమి',
    houses: 'ఇళ్లు',
    apartments: 'అపార్ట్‌మెంట్లు',
  },
  whatsappFloat: {
    label: `వాట్సాప్‌లో మాతో మాట్లాడండి${opensInNewTab}`,
    greeting: 'నమస్కారం, అమరావతిలోని ప్లాట్ల గురించి మరింత తెలుసుకోవాలనుకుంటున్నాను.',
  },
  compareTray: {
    label: 'పోల్చవలసిన ప్లాట్లు',
    picked: (count) => `${COMPARE_MAX} లో ${count} ప్లాట్లు ఎంచుకున్నారు`,
    untitled: 'ప్లాట్',
    remove: (title) => `${title} ను పోలిక నుండి తీసివేయండి`,
    clear: 'అన్నీ తీసివేయండి',
    open: (count) => `పోల్చండి (${count})`,
    full: `ఒకేసారి ${COMPARE_MAX} ప్లాట్ల వరకు పోల్చవచ్చు. మరొకటి చేర్చడానికి ఒకదాన్ని తీసివేయండి.`,
    needMore: `పోల్చడానికి కనీసం ${COMPARE_MIN} ప్లాట్లు ఎంచుకోండి.`,
  },
  notFound: {
    heading: 'పేజీ కనబడలేదు',
    title: 'పేజీ కనబడలేదు',
    description: 'మీరు వెతుకుతున్న పేజీ లేదు, లేదా వేరే చోటికి మారింది.',
    message: 'మీరు వెతుకుతున్న పేజీ లేదు, లేదా వేరే చోటికి మారింది. ఇవి సహాయపడవచ్చు:',
    helpfulLinks: 'ఉపయోగపడే లింకులు',
    home: 'హోమ్‌కు వెళ్లండి',
    properties: 'ఆస్తులు చూడండి',
    contact: 'మమ్మల్ని సంప్రదించండి',
  },
  errorScreen: {
    heading: 'అనుకోని లోపం జరిగింది!',
    text: 'క్షమించండి, ఈ పేజీని చూపించలేకపోయాము. పేజీని మళ్లీ లోడ్ చేస్తే సాధారణంగా సరవుతుంది.',
    unknown: 'ఏదో పొరపాటు జరిగింది.',
    reload: 'పేజీని మళ్లీ లోడ్ చేయండి',
    home: 'హోమ్‌కు వెళ్లండి',
  },
  follow: {
    newPlots: 'ఇలాంటి కొత్త ప్లాట్లు వస్తే ఈమెయిల్ చేయండి',
    priceDrop: 'ధర తగ్గితే నాకు చెప్పండి',
    ventureFreed: 'ప్లాట్లు ఖాళీ అయితే నాకు చెప్పండి',
    news: 'వార్తలు ఈమెయిల్ చేయండి',
    emailLabel: 'మీ ఈమెయిల్',
    cadenceLegend: 'ఎంత తరచుగా',
    cadence: { instant: 'జరిగిన వెంటనే', daily: 'రోజూ ఉదయం 08:00 కి సారాంశం' },
    submit: 'ఈమెయిల్ చేయండి',
    submitting: 'సేవ్ అవుతోంది…',
    failure: 'మీ అలర్ట్‌ను సేవ్ చేయలేకపోయాము. దయచేసి మళ్ళీ ప్రయత్నించండి.',
    close: 'మూసివేయండి',
  },
};

export default te;
