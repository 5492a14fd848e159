import type { PlotCategory } from '@core/constants';
import type en from '../en/sell';
import type { Translation } from '../translation';

/**
 * What is being sold, as a sentence needs it: its name ('ఇల్లు'), as the object of 'sell'
 * ('ఇంటిని అమ్మండి') and before another noun ('ఇంటి అమ్మకం'). Telugu bends the noun, so each
 * category has its own forms rather than a label glued to a word.
 */
const PROPERTY: Record<PlotCategory, { name: string; object: string; of: string }> = {
  residential: { name: 'నివాస ఆస్తి', object: 'నివాస ఆస్తిని', of: 'నివాస ఆస్తి' },
  commercial: { name: 'వాణిజ్య ఆస్తి', object: 'వాణిజ్య ఆస్తిని', of: 'వాణిజ్య ఆస్తి' },
  'open-plots': { name: 'ఓపెన్ ప్లాట్', object: 'ఓపెన్ ప్లాట్‌ను', of: 'ఓపెన్ ప్లాట్' },
  agricultural: { name: 'వ్యవసాయ భూమి', object: 'వ్యవసాయ భూమిని', of: 'వ్యవసాయ భూమి' },
  houses: { name: 'ఇల్లు', object: 'ఇంటిని', of: 'ఇంటి' },
  apartments: { name: 'అపార్ట్‌మెంట్', object: 'అపార్ట్‌మెంట్‌ను', of: 'అపార్ట్‌మెంట్' },
};

const te: Translation<typeof en> = {
  meta: {
    title: (category) => `${PROPERTY[category].name} అమ్మండి`,
    description: (category) =>
      `అమరావతిలో మీ ${PROPERTY[category].object} అమ్మండి: నిజమైన కొనుగోలుదారుల నుండి న్యాయమైన ధర; పత్రాల పరిశీలన, మిగతా పనులన్నీ స్థానిక బృందమే చూసుకుంటుంది.`,
    breadcrumb: (category) => `${PROPERTY[category].of} అమ్మకం`,
  },
  header: {
    kicker: 'మాతో అమ్మండి',
    title: (category) => `అమరావతిలో మీ ${PROPERTY[category].object} అమ్మండి`,
    lead: 'నిజమైన కొనుగోలుదారుల నుండి న్యాయమైన ధర పొందండి; పత్రాల పరిశీలన, మిగతా పనులన్నీ స్థానిక బృందమే చూసుకుంటుంది.',
    callBack: 'మేమే మీకు ఫోన్ చేస్తాం',
  },
  steps: {
    heading: (category) => `మీ ${PROPERTY[category].of} అమ్మకం ఎలా జరుగుతుంది`,
    items: [
      {
        title: 'మీ ఆస్తి గురించి చెప్పండి',
        text: 'ఫారమ్ నింపండి లేదా మాకు ఫోన్ చేయండి. కొన్ని వివరాలు చాలు: అది ఎక్కడ ఉంది, ఎంత విస్తీర్ణం, మీరు ఎంత ఆశిస్తున్నారు.',
      },
      {
        title: 'పరిశీలించి విలువ కడతాము',
        text: 'మా బృందం స్థలాన్ని చూసి, హక్కు పత్రాలు, అనుమతులు సరిచూసి, ప్రస్తుత గజం ధరల ఆధారంగా ధరను సూచిస్తుంది.',
      },
      {
        title: 'కొనుగోలుదారులను తెచ్చి, పని పూర్తి చేస్తాము',
        text: 'నిజంగా కొనాలనుకునేవారికి చూపిస్తాము, స్థల సందర్శనలు, బేరసారాలు మేమే చూసుకుంటాము, రిజిస్ట్రేషన్ అయ్యే వరకు మీతోనే ఉంటాము.',
      },
    ],
  },
  whyUs: {
    heading: 'మా ద్వారా ఎందుకు అమ్మాలి',
    reasons: [
      { title: 'ఇప్పటికే వెతుకుతున్న కొనుగోలుదారులు', text: 'రాజధాని ప్రాంతంలో భూమి కోసం కుటుంబాలు, పెట్టుబడిదారులు ప్రతిరోజూ మమ్మల్ని సంప్రదిస్తారు.' },
      { title: 'అవగాహనతో న్యాయమైన ధర', text: 'గ్రామాల వారీగా గజం ధరలను గమనిస్తూ ఉంటాము, కాబట్టి మీరు అడిగే ధర వాస్తవానికి దగ్గరగా ఉంటుంది.' },
      { title: 'పత్రాల పని సక్రమంగా', text: 'హక్కు పత్రాలు, ఈసీ (ఋణభార ధ్రువపత్రం), LP, RERA వివరాలను కొనుగోలుదారు అడగకముందే సరిచూస్తాము.' },
      { title: 'స్థానికులం', text: 'మా బృందం అమరావతి చుట్టుపక్కలే నివసిస్తూ పనిచేస్తుంది; ఇక్కడి ప్రతి లేఅవుట్ మాకు తెలుసు.' },
    ],
  },
  form: {
    heading: 'మీ ఆస్తి గురించి చెప్పండి',
    lead: 'న్యాయమైన ధర, తదుపరి దశల గురించి మాట్లాడటానికి మేమే మీకు ఫోన్ చేస్తాము.',
    category: 'ఆస్తి రకం',
    location: 'ప్రాంతం',
    locationHint: 'గ్రామం లేదా ప్రాంతం, ఉదా. తుళ్లూరు, మంగళగిరి',
    area: 'విస్తీర్ణం',
    areaHint: 'ఉదా. 200 చ.గ. లేదా 1.5 ఎకరాలు',
    expectedPrice: 'ఆశిస్తున్న ధర',
    expectedPriceHint: 'ఉదా. గజానికి ₹45,000 లేదా ₹90 లక్షలు',
    message: 'మేము తెలుసుకోవాల్సిన ఇంకేమైనా విషయం',
    contactDetails: 'మీ సంప్రదింపు వివరాలు',
    send: 'విచారణ పంపండి',
    sending: 'పంపుతోంది...',
  },
};

export default te;
