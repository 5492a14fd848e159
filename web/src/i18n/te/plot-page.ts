import type en from '../en/plot-page';
import type { Translation } from '../translation';

const te: Translation<typeof en> = {
  meta: {
    title: 'ప్లాట్',
    notFoundTitle: 'ప్లాట్ కనబడలేదు',
    // The location is stored in English: it stands on its own, without a Telugu ending glued to it.
    facts: ({ area, type, location, rate, price, facing, roadWidth, status }) =>
      `${area} ${type} ప్లాట్ – ${location}, గజానికి ${rate} (మొత్తం ${price}). రోడ్డు ${facing} వైపు, ${roadWidth} మీ. వెడల్పు.${status ? ` ${status}.` : ''}`,
  },
  loading: 'ప్లాట్ వివరాలు లోడ్ అవుతున్నాయి…',
  loadFailed: {
    heading: 'ఈ ప్లాట్ వివరాలను తెరవలేకపోయాము',
    text: 'మీ ఇంటర్నెట్ కనెక్షన్ చూసి మళ్లీ ప్రయత్నించండి.',
    retry: 'మళ్లీ ప్రయత్నించండి',
  },
  breadcrumb: 'పేజీ మార్గం',
  statusNotices: {
    reserved: (day) =>
      `ఈ ప్లాట్‌ను ఒక కొనుగోలుదారు కోసం ${day ? `${day} వరకు ` : ''}రిజర్వ్ చేశారు. కింద విచారణ పంపండి: ఇది మళ్లీ అందుబాటులోకి వస్తే మీకు చెబుతాము, దగ్గర్లోని ఇలాంటి ప్లాట్ల గురించీ తెలియజేస్తాము.`,
    booked: 'ఈ ప్లాట్ బుక్ అయింది. కింద విచారణ పంపండి: ఇది మళ్లీ అందుబాటులోకి వస్తే మీకు చెబుతాము, దగ్గర్లోని ఇలాంటి ప్లాట్ల గురించీ తెలియజేస్తాము.',
    sold: 'ఈ ప్లాట్ అమ్ముడైపోయింది. కింద విచారణ పంపండి, దగ్గర్లోని ఇలాంటి ప్లాట్ల గురించి మీకు తెలియజేస్తాము.',
    'not-for-sale': 'ఈ ప్లాట్ అమ్మకానికి లేదు. కింద విచారణ పంపండి, దగ్గర్లోని ఇలాంటి ప్లాట్ల గురించి మీకు తెలియజేస్తాము.',
  },
  share: 'షేర్ చేయండి',
  save: 'సేవ్ చేయండి',
  saved: 'సేవ్ అయింది',
  details: {
    heading: 'ప్లాట్ వివరాలు',
    rate: 'గజం ధర',
    type: 'రకం',
  },
  about: 'ఈ ప్లాట్ గురించి',
  location: 'స్థానం',
  gallery: {
    label: (title) => `${title} ఫోటోలు`,
    noPhotos: 'ఇంకా ఫోటోలు లేవు',
    failed: 'ఈ ఫోటో లోడ్ కాలేదు',
    photoOf: (number, title) => `${title} – ఫోటో ${number}`,
    open: (alt, number, count) => `${alt}: ${count} ఫోటోల్లో ${number}వ ఫోటోను పూర్తి స్క్రీన్‌లో చూడండి`,
    counterPrefix: 'ఫోటో ',
    previous: 'మునుపటి ఫోటో',
    next: 'తర్వాతి ఫోటో',
    thumbnails: 'అన్ని ఫోటోలు',
    show: (number) => `ఫోటో ${number} చూపించండి`,
    fullScreen: (title) => `${title} ఫోటోలు, పూర్తి స్క్రీన్`,
    position: (number, count) => `${count} ఫోటోల్లో ${number}వది`,
    close: 'పూర్తి స్క్రీన్ మూసివేయండి',
  },
  approvals: {
    heading: 'అనుమతులు',
    venture: 'వెంచర్',
    layoutPermit: (authority) => `${authority} లేఅవుట్ అనుమతి`,
    permitNumber: (number) => `LP సంఖ్య ${number}`,
    rera: 'AP RERA నమోదు సంఖ్య',
    verify: 'AP RERA లో సరిచూడండి',
    surveyNumber: 'సర్వే నంబర్',
    surveyNumbers: 'సర్వే నంబర్లు',
    none: 'ఈ ప్లాట్ అనుమతుల వివరాలు అడిగితే ఇస్తాము: కింద మమ్మల్ని అడగండి.',
  },
  price: {
    heading: 'ధర వివరాలు',
    caption: 'ఈ ప్లాట్ ధర ఎలా లెక్కించబడింది',
    item: 'వివరం',
    amount: 'మొత్తం',
    items: {
      plot: 'ప్లాట్ ధర',
      development: 'అభివృద్ధి ఛార్జీలు',
      premium: 'కార్నర్ / ముఖం అదనపు ధర',
    },
    total: 'మొత్తం ధర',
  },
  emi: {
    heading: 'EMI కాలిక్యులేటర్',
    intro: (price) => `మొత్తం ధర ${price} పై రుణ వాయిదా అంచనా. తుది షరతులను బ్యాంకులే నిర్ణయిస్తాయి.`,
    fields: {
      loanPercent: {
        label: 'రుణం వాటా',
        suffix: 'ధరలో %',
        missing: 'రుణం వాటాను నమోదు చేయండి',
        outOfRange: (min, max) => `రుణం వాటా ${min} నుండి ${max} % మధ్య ఉండాలి`,
      },
      annualRatePercent: {
        label: 'వడ్డీ రేటు',
        suffix: 'సంవత్సరానికి %',
        missing: 'వడ్డీ రేటును నమోదు చేయండి',
        outOfRange: (min, max) => `వడ్డీ రేటు సంవత్సరానికి ${min} నుండి ${max} % మధ్య ఉండాలి`,
      },
      years: {
        label: 'కాలవ్యవధి',
        suffix: 'సంవత్సరాలు',
        missing: 'కాలవ్యవధిని నమోదు చేయండి',
        outOfRange: (min, max) => `కాలవ్యవధి ${min} నుండి ${max} సంవత్సరాల మధ్య ఉండాలి`,
        notWhole: 'కాలవ్యవధి పూర్తి సంవత్సరాల్లో ఉండాలి',
      },
    },
    monthly: 'నెలవారీ వాయిదా (EMI)',
    loanAmount: 'రుణం మొత్తం',
    downPayment: 'ముందస్తు చెల్లింపు',
    totalInterest: 'మొత్తం వడ్డీ',
    totalPayable: 'మొత్తం చెల్లించాల్సింది',
    months: (months) => `${months} నెలవారీ వాయిదాల్లో.`,
    correct: 'EMI చూడటానికి పై విలువలను సరిచేయండి.',
  },
  enquiry: {
    heading: 'ఈ ప్లాట్ గురించి విచారించండి',
    lead: (title) => `మీ ఫోన్ నంబర్ ఇవ్వండి: ${title}, దాని ధర, స్థల సందర్శన గురించి మా బృందం మీకు ఫోన్ చేస్తుంది.`,
    visitDate: 'సందర్శనకు అనుకూలమైన తేదీ',
    visitDateHint: (days) => `రాబోయే ${days} రోజుల్లో ఏ రోజైనా. సందర్శనను మేము ఫోన్ చేసి నిర్ధారిస్తాము.`,
    visitSlot: 'సందర్శన సమయం',
    slots: {
      morning: { name: 'ఉదయం', hours: '9 – 12' },
      afternoon: { name: 'మధ్యాహ్నం', hours: '12 – 4' },
      evening: { name: 'సాయంత్రం', hours: '4 – 7' },
    },
    clearSlot: 'సమయం తీసివేయండి',
    send: 'విచారణ పంపండి',
    sending: 'పంపుతోంది...',
  },
};

export default te;
