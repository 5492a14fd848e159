import type { PlotCategory } from '../core/constants';

/**
 * The Telugu version of some demo listings (demo-plots.ts), by their English title: the newest
 * ones (the first page of the listings) and the first featured ones on the home page. `note` is the
 * description's first sentence; the approvals and the closing sentence follow it, as in English.
 * Areas in చ.గ. (square yards) and చ.అ. (square feet), as Telugu listings write them.
 */
export const DEMO_PLOTS_TE: Readonly<Record<string, { title: string; note: string }>> = {
  '200 Sq Yd East-Facing Plot in Capital Greens': {
    title: 'క్యాపిటల్ గ్రీన్స్‌లో 200 చ.గ. తూర్పు ముఖ ప్లాట్',
    note: 'సీడ్ యాక్సెస్ రోడ్డుకు రెండు వీధుల దూరంలో, పూర్తిగా అభివృద్ధి చేసిన లేఅవుట్‌లో చక్కని కొలతలున్న 200 చ.గ. ప్లాట్.',
  },
  'Returnable Plot Type 1, 500 Sq Yd': {
    title: 'రిటర్నబుల్ ప్లాట్ టైప్ 1, 500 చ.గ.',
    note: 'రివర్‌ఫ్రంట్ సెక్టార్‌లో ల్యాండ్ పూలింగ్ కింద వచ్చిన 500 చ.గ. రిటర్నబుల్ ప్లాట్; ట్రంక్ రోడ్లు ఇప్పటికే వేశారు.',
  },
  'Highway-Facing Commercial Land, 1,000 Sq Yd': {
    title: 'హైవేకి ఎదురుగా 1,000 చ.గ. కమర్షియల్ స్థలం',
    note: 'హైవే సర్వీస్ రోడ్డు వైపు 30 మీటర్ల ముఖభాగం ఉన్న 1,000 చ.గ. స్థలం.',
  },
  'Corner Plot in Lotus Layout': {
    title: 'లోటస్ లేఅవుట్‌లో కార్నర్ ప్లాట్',
    note: 'రెండు వైపులా రోడ్లు ఉన్న 300 చ.గ. కార్నర్ ప్లాట్; ప్లాట్లన్నీ అమ్ముడైపోయిన ప్రశాంతమైన లేఅవుట్‌లో ఉంది.',
  },
  '50 Cent Vegetable Farm': {
    title: '50 సెంట్ల కూరగాయల తోట',
    note: 'అర ఎకరం (50 సెంట్లు) సాగునీటి వసతి ఉన్న భూమి, ప్రస్తుతం కూరగాయలు సాగులో ఉన్నాయి; చిన్న స్టోర్ రూమ్ కూడా ఉంది.',
  },
  'Office Space Plot in the Business District': {
    title: 'బిజినెస్ డిస్ట్రిక్ట్ దగ్గర ఆఫీస్ ప్లాట్',
    note: 'ఆఫీసుల నిర్మాణానికి కేటాయించిన 667 చ.గ. ప్లాట్, ప్రతిపాదిత బిజినెస్ డిస్ట్రిక్ట్‌కు రెండు బ్లాకుల దూరంలో.',
  },
  '2 BHK Budget Flat, Nowluru': {
    title: '2 BHK బడ్జెట్ ఫ్లాట్, నవులూరు',
    note: 'విజయవాడ వైపు 1,080 చ.అ. విస్తీర్ణంలో చక్కని చిన్న ఫ్లాట్; మొదటి ఇల్లుగా గానీ అద్దెకు ఇవ్వడానికి గానీ బాగుంటుంది.',
  },
  'Plot in Vijaya Gardens, Krishnayapalem': {
    title: 'విజయ గార్డెన్స్‌లో ప్లాట్, కృష్ణాయపాలెం',
    note: 'పార్కు, వాకింగ్ ట్రాక్ ఉన్న గేటెడ్ లేఅవుట్‌లో 222 చ.గ. ప్లాట్.',
  },
  'Open Plot in a Fenced Layout, Nidamarru': {
    title: 'ప్రహరీ గోడ ఉన్న లేఅవుట్‌లో ఓపెన్ ప్లాట్, నిడమర్రు',
    note: 'నిడమర్రు గ్రామ రోడ్డుకు దగ్గరలో, చుట్టూ ప్రహరీ గోడ ఉన్న లేఅవుట్‌లో 200 చ.గ. ప్లాట్.',
  },
  'Row House near the Riverfront': {
    title: 'కృష్ణా కరకట్టకు దగ్గరలో రో హౌస్',
    note: '200 చ.గ. స్థలంలో 3 BHK రో హౌస్; కరకట్ట రోడ్డుకు నడిచి వెళ్లేంత దూరం.',
  },
  'Mixed-Use Corner Site': {
    title: 'షాపులు, ఇళ్లు రెండింటికీ అనువైన కార్నర్ స్థలం',
    note: 'కింద షాపులు, పైన ఇళ్లు కట్టుకోవడానికి అనుమతి ఉన్న 350 చ.గ. కార్నర్ స్థలం.',
  },
  '1.5 Acre Lemon Orchard': {
    title: 'ఎకరంన్నర నిమ్మ తోట',
    note: 'డ్రిప్ లైన్లు, బోరుబావి ఉన్న ఎకరంన్నర (1.5 ఎకరాల) నిమ్మ తోట.',
  },
  'Open Plot near Mangalagiri Temple Road': {
    title: 'మంగళగిరి గుడి రోడ్డు దగ్గర ఓపెన్ ప్లాట్',
    note: 'గుడి రోడ్డు పక్కన పాత లేఅవుట్‌లో 200 చ.గ. ప్లాట్; చుట్టూ ఇప్పటికే ఇళ్లు కట్టి ఉన్నాయి.',
  },
  'Villa Plot in a Gated Township': {
    title: 'గేటెడ్ టౌన్‌షిప్‌లో విల్లా ప్లాట్',
    note: 'క్లబ్‌హౌస్ నిర్మాణంలో ఉన్న గేటెడ్ టౌన్‌షిప్‌లో 400 చ.గ. విల్లా ప్లాట్.',
  },
  '3 BHK Flat with River View': {
    title: 'కృష్ణా నది కనిపించే 3 BHK ఫ్లాట్',
    note: 'తొమ్మిదో అంతస్తులో 2,100 చ.అ. ఫ్లాట్; ఇంట్లో నుంచే కృష్ణా నది కనిపిస్తుంది.',
  },
  'Independent House near the Bypass': {
    title: 'బైపాస్ దగ్గర ఇండిపెండెంట్ ఇల్లు',
    note: '222 చ.గ. స్థలంలో ఒకే అంతస్తు 3 BHK ఇల్లు; పైన మొదటి అంతస్తు కట్టుకునే వీలుంది.',
  },
};

/** The description's closing sentence per category, in Telugu (LAYOUT_CLOSING in demo-plots.ts). */
export const LAYOUT_CLOSING_TE: Record<PlotCategory, string> = {
  residential: 'క్లియర్ టైటిల్, రిజిస్ట్రేషన్‌కు సిద్ధం; వారంలో ఏ రోజైనా సైట్ చూడవచ్చు.',
  'open-plots': 'క్లియర్ టైటిల్, వెంటనే రిజిస్ట్రేషన్; లేఅవుట్‌లో రోడ్లు, డ్రైనేజీ వేసి ఉన్నాయి.',
  commercial: 'షాపులు, ఆఫీసులు లేదా క్లినిక్‌కు అనువైనది; క్లియర్ టైటిల్, రిజిస్ట్రేషన్‌కు సిద్ధం.',
  agricultural: 'పట్టాదారు పాస్‌బుక్, అడంగల్ సక్రమంగా ఉన్నాయి; హద్దుల విషయంలో ఎలాంటి వివాదం లేదు.',
  houses: 'ఆక్యుపెన్సీ సర్టిఫికెట్ ఉంది; బ్యాంకు లోన్ సౌకర్యం ఉంది.',
  apartments: 'ఆక్యుపెన్సీ సర్టిఫికెట్ వచ్చింది; మెయింటెనెన్స్ నెలకు చ.అ.కి సుమారు ₹2.5.',
};
