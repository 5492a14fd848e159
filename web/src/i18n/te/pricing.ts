import { PRICE_BAND_HIGH_FROM, PRICE_BAND_MEDIUM_FROM } from '@core/constants';
import { formatRupees } from '@core/price';
import type en from '../en/pricing';
import type { Translation } from '../translation';

const medium = formatRupees(PRICE_BAND_MEDIUM_FROM);
const high = formatRupees(PRICE_BAND_HIGH_FROM);

const te: Translation<typeof en> = {
  live: 'తాజా ధరలు',
  heading: 'అమరావతి ఆస్తి ధరలు',
  lead: 'నివాస, వాణిజ్య ప్లాట్లకు గ్రామాలవారీగా ప్రస్తుత భూమి ధరలు.',
  searchLabel: 'ప్రాంతాలను వెతకండి',
  searchPlaceholder: 'ప్రాంతాలను వెతకండి...',
  perSqYdNote: 'అన్ని ధరలు చదరపు గజానికి (చ.గ.).',
  bandNote: 'ప్రతి ధర శ్రేణికి దాని కనిష్ఠ, గరిష్ఠ ధరల సగటును బట్టి రంగు ఇచ్చాము.',
  loadFailed: 'ప్రాంతాల ధరలను లోడ్ చేయలేకపోయాము.',
  loading: 'ప్రాంతాల ధరలు లోడ్ అవుతున్నాయి',
  noMatch: (search) => `“${search}” కు సరిపోయే ప్రాంతాలు లేవు`,
  noMatchHint: 'మరో గ్రామం పేరుతో ప్రయత్నించండి, లేదా శోధనను తీసివేయండి.',
  empty: 'ప్రాంతాల ధరలు ఇంకా లేవు',
  emptyHint: 'దయచేసి త్వరలో మళ్లీ చూడండి.',
  showing: (shown, total) => `${total} ప్రాంతాల్లో ${shown} చూపిస్తున్నాము`,
  showAll: (count) => `మొత్తం ${count} ప్రాంతాలు చూపించండి`,
  showFewer: 'తక్కువ ప్రాంతాలు చూపించండి',
  columns: { region: 'ప్రాంతం', residential: 'నివాస', commercial: 'వాణిజ్య' },
  ventures: 'వెంచర్లు',
  perSqYdColumn: '(₹/చ.గ.)',
  caption: 'ప్రాంతాలవారీగా చదరపు గజం ధర. కాలమ్ శీర్షికలు పట్టికను క్రమపరిచే బటన్లు.',
  sortBy: 'దీని ప్రకారం క్రమపరచండి',
  sortDirection: { asc: ', ఆరోహణ క్రమం', desc: ', అవరోహణ క్రమం' },
  legendHeading: 'ధర శ్రేణులు:',
  legendLabel: 'ధర శ్రేణుల వివరణ',
  bands: {
    low: { name: 'తక్కువ', range: `${medium} లోపు / చ.గ.`, spoken: ' చదరపు గజానికి, తక్కువ ధర శ్రేణి' },
    medium: { name: 'మధ్యస్థ', range: `${medium} – ${high} / చ.గ.`, spoken: ' చదరపు గజానికి, మధ్యస్థ ధర శ్రేణి' },
    high: { name: 'ఎక్కువ', range: `${high}+ / చ.గ.`, spoken: ' చదరపు గజానికి, ఎక్కువ ధర శ్రేణి' },
  },
  summary: {
    rangeToday: 'నేటి నివాస ధరల శ్రేణి',
    across: (count) => `రాజధాని ప్రాంతంలోని ${count} గ్రామాల్లో, చదరపు గజానికి`,
    affordable: 'తక్కువ ధరలో మొదలయ్యే ప్రాంతాలు',
    premium: 'ప్రీమియం ప్రాంతాలు',
    from: { before: '', after: '/చ.గ. నుండి' },
    upTo: { before: '', after: '/చ.గ. వరకు' },
  },
};

export default te;
