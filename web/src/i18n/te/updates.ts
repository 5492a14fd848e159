import type en from '../en/updates';
import type { Translation } from '../translation';

const te: Translation<typeof en> = {
  title: 'అమరావతి వార్తలు',
  description: 'అమరావతి రాజధాని ప్రాంతం నుండి వార్తలు: మౌలిక వసతులు, ప్రభుత్వ విధానాలు, ప్రాజెక్టులు, స్థిరాస్తి మార్కెట్ — తాజావి ముందుగా.',
  lead: 'రాజధాని ప్రాంతంలో తాజా పరిణామాలు, మౌలిక వసతుల ప్రాజెక్టులు, స్థిరాస్తి వార్తలను ఎప్పటికప్పుడు తెలుసుకోండి.',
  articleTitle: (title) => `${title} | అమరావతి వార్తలు`,
  search: {
    label: 'వార్తల్లో వెతకండి',
    placeholder: 'శీర్షిక లేదా విషయంతో వెతకండి...',
    noMatch: 'మరో పదంతో వెతకండి, లేదా వెతికిన పదాన్ని తొలగించండి.',
  },
  loading: 'వార్తలు లోడ్ అవుతున్నాయి…',
  loadFailed: 'వార్తలను లోడ్ చేయలేకపోయాము.',
  count: (total) => `${total} వార్తలు`,
  matching: (shown, total) => `${total} వార్తల్లో ${shown} సరిపోలాయి`,
  readMore: 'ఇంకా చదవండి',
  readMoreAbout: 'ఇంకా చదవండి: ',
  article: {
    back: 'వార్తలకు తిరిగి వెళ్లండి',
    returnToList: 'వార్తల పేజీకి తిరిగి వెళ్లండి',
    loading: 'వార్త లోడ్ అవుతోంది…',
    loadFailed: 'ఈ వార్తను లోడ్ చేయలేకపోయాము. మీ ఇంటర్నెట్ కనెక్షన్ చూసి మళ్లీ ప్రయత్నించండి.',
    tryAgain: 'మళ్లీ ప్రయత్నించండి',
  },
};

export default te;
