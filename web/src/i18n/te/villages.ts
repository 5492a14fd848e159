import type en from '../en/villages';
import type { Translation } from '../translation';
import { formatOneDecimal } from '@core/price';

const te: Translation<typeof en> = {
  heading: (village) => `${village} ప్లాట్ ధరలు — చదరపు గజానికి`,
  lead: (village) => `అమరావతి రాజధాని ప్రాంతం ${village} లో భూమి ధరలు: ఈ రోజు ధర, మూడు సంవత్సరాల చరిత్ర, ఇప్పుడు అమ్మకానికి ఉన్న ప్లాట్లు.`,
  breadcrumbPrices: 'ధరలు',
  categories: { residential: 'నివాస', commercial: 'వాణిజ్య' },
  today: 'ఈ రోజు',
  perSqYd: 'చ.గ.కు',
  since: (day) => `${day} నుండి`,
  oneYear: '1 సంవత్సరం',
  threeYears: '3 సంవత్సరాలు',
  change: (percent) => `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${formatOneDecimal(Math.abs(percent))} %`,
  noChange: 'తెలియదు',
  changeSpoken: (category, span, change) => `${category}: ${span} లో ${change}`,
  history: {
    heading: 'ధరల చరిత్ర',
    lead: 'ప్రతి నెల ధర పరిధి మధ్య విలువ, చదరపు గజానికి ₹ లో.',
    chartLabel: (village) => `${village} ధరల చరిత్ర: నివాస, వాణిజ్య భూములకు ఒక్కో గీత, నెల వారీగా. ఇవే సంఖ్యలు కింది పట్టికలో ఉన్నాయి.`,
    tableCaption: (village) => `ప్రతి నెల చివర ${village} లో ధరలు (చదరపు గజానికి ₹)`,
    tableToggle: 'సంఖ్యలు చూపించు',
    month: 'నెల',
    none: 'ఈ గ్రామానికి ఇంకా ధరల చరిత్ర లేదు.',
  },
  plots: {
    heading: (village) => `${village} లో అమ్మకానికి ప్లాట్లు`,
    count: (count) => `${count} ప్లాట్లు అందుబాటులో ఉన్నాయి`,
    all: (village) => `${village} లోని అన్ని ప్లాట్లు చూడండి`,
    none: (village) => `ప్రస్తుతం ${village} లో ప్లాట్లు లేవు. మీకు ఏమి కావాలో చెప్పండి, మేము వెతుకుతాము.`,
    contact: 'మమ్మల్ని అడగండి',
  },
  ventures: { heading: (village) => `${village} లో వెంచర్లు` },
  map: { heading: 'ఎక్కడ ఉంది', label: (village) => `${village} మ్యాప్` },
  about: (village) => `${village} గురించి`,
  nearby: {
    heading: 'దగ్గరలోని గ్రామాలు',
    km: (km) => `${formatOneDecimal(km)} కి.మీ. దూరం`,
    residential: 'నివాస',
  },
  allVillages: 'అన్ని గ్రామాల ధరలు',
  notFound: {
    title: 'గ్రామం కనబడలేదు',
    others: 'మేము ధరలు ఇచ్చే గ్రామాలు',
  },
  loading: 'గ్రామం లోడ్ అవుతోంది',
  loadFailed: { heading: 'ఈ గ్రామాన్ని లోడ్ చేయలేకపోయాం', text: 'మీ కనెక్షన్ చూసి మళ్ళీ ప్రయత్నించండి.', retry: 'మళ్ళీ ప్రయత్నించండి' },
  meta: {
    title: (village) => `${village} ప్లాట్ ధర చదరపు గజానికి — ఈ రోజు, చరిత్ర`,
    description: (village, residential, commercial, change) =>
      `${village}, అమరావతి: నివాస ప్లాట్లు ${residential}, వాణిజ్య ${commercial} చదరపు గజానికి${change ? `; 3 సంవత్సరాల్లో ${change}` : ''}. ధరల చరిత్ర, అమ్మకానికి ప్లాట్లు, వెంచర్లు.`,
    imageAlt: (village) => `${village} ధరల చరిత్ర చార్ట్`,
  },
};

export default te;
