import type { BlogData } from '../core/schemas/blog';

interface DemoPost {
  title: string;
  category: string;
  content: string[];
  /** The Telugu version, on some posts (the newest ones, shown first). */
  titleTe?: string;
  contentTe?: string[];
}

/** A post as stored: paragraphs separated by line breaks, as the update page splits them. */
function post({ title, category, content, titleTe = '', contentTe = [] }: DemoPost): BlogData {
  return { title, titleTe, category, content: content.join('\n'), contentTe: contentTe.join('\n') };
}

/**
 * Demo updates about the capital region, oldest first (the store stamps them in this order, so the
 * last one shows at the top). The facts and figures are invented for the demo and name no real
 * person. The newest three and the guide to land units have a Telugu version too.
 */
export const DEMO_BLOGS: readonly BlogData[] = [
  post({
    title: 'Before You Buy: Checking a Plot’s LP and RERA Numbers',
    category: 'Buyer’s Guide',
    content: [
      'Every plot in an approved layout around the capital carries two numbers: the layout permission (LP) number issued by the development authority, and a registration number from the state real estate regulator. Both must appear in every advertisement, including ours.',
      'The LP number tells you the layout was approved with roads, drains, open spaces and a master-plan-compliant land use. A plot outside an approved layout may be cheaper, but banks rarely lend on it and building permission can take much longer.',
      'The RERA number lets you look up the project on the regulator’s portal: the promoter, the approved plan, the completion date promised and any complaints filed. Ask for both numbers before you pay any advance, and check that the survey numbers on the sale deed match the approved plan.',
    ],
  }),
  post({
    title: 'Square Yards, Cents and Acres: Land Units Explained',
    category: 'Buyer’s Guide',
    content: [
      'Plots in and around Amaravati are priced per square yard, while farm land is usually quoted per cent or per acre. Mixing them up is the most common reason two listings seem impossibly far apart in price.',
      'One square yard is nine square feet. One cent is 48.4 square yards, and one acre is 100 cents or 4,840 square yards. A 200 square yard plot is therefore 1,800 square feet, or a little over four cents.',
      'On our listings the area is always in square feet and the rate in rupees per square yard, so the total is simply the area divided by nine, times the rate. The regional price table uses the same per-square-yard rates.',
    ],
    titleTe: 'చదరపు గజాలు, సెంట్లు, ఎకరాలు: భూమి కొలతలు సులభంగా',
    contentTe: [
      'అమరావతి చుట్టుపక్కల ప్లాట్ల ధరను చదరపు గజం లెక్కన చెబుతారు; వ్యవసాయ భూమిని మాత్రం సాధారణంగా సెంటు లేదా ఎకరం లెక్కన చెబుతారు. ఈ రెండు లెక్కలను కలిపి చూడటం వల్లే రెండు ప్రకటనల ధరల మధ్య నమ్మలేనంత తేడా ఉన్నట్టు కనిపిస్తుంది.',
      'ఒక చదరపు గజం అంటే తొమ్మిది చదరపు అడుగులు. ఒక సెంటు 48.4 చదరపు గజాలు; ఒక ఎకరం 100 సెంట్లు, అంటే 4,840 చదరపు గజాలు. కాబట్టి 200 చదరపు గజాల ప్లాట్ 1,800 చదరపు అడుగులు, అంటే నాలుగు సెంట్లకు కొంచెం ఎక్కువ.',
      'మా ప్రకటనల్లో విస్తీర్ణం ఎప్పుడూ చదరపు అడుగుల్లో, ధర చదరపు గజానికి రూపాయల్లో ఉంటుంది. మొత్తం ధర కావాలంటే విస్తీర్ణాన్ని తొమ్మిదితో భాగించి, వచ్చిన గజాలను గజం ధరతో గుణిస్తే చాలు. ప్రాంతాల వారీ ధరల పట్టికలోనూ ఇవే గజం ధరలు ఉంటాయి.',
    ],
  }),
  post({
    title: 'Trunk Road Works Resume Across the Capital City',
    category: 'Infrastructure',
    content: [
      'Work has resumed on several trunk roads inside the capital city area after a long pause, according to a progress note shared with layout developers this month. The note lists eleven road packages, with the first stretches due for black-topping before the monsoon.',
      'Contractors have remobilised machinery at four sites, and clearing of the overgrown medians on the main arterial roads is under way. Street-light poles and ducts for power and water lines are to be laid along the same stretches.',
      'Brokers in Rayapudi and Velagapudi report more site visits since the work restarted, mostly from buyers who had paused their search. Prices have firmed up slightly but remain within last year’s ranges.',
    ],
  }),
  post({
    title: 'Returnable Plots: Registrations Pick Up in Land-Pooling Villages',
    category: 'Land Pooling',
    content: [
      'Registrations of returnable plots allotted under the land-pooling scheme have picked up across the core capital villages, according to figures compiled by local sub-registrar offices. Around 1,900 documents were registered in the last quarter, roughly double the figure a year earlier.',
      'Most of the transactions were residential returnable plots between 200 and 500 square yards in Uddandarayunipalem, Lingayapalem and Mandadam. Commercial returnable plots change hands less often, but at noticeably higher rates per square yard.',
      'Buyers should confirm that the plot’s allotment certificate matches the name of the seller, and that the plot has been physically demarcated on the ground before registration.',
    ],
  }),
  post({
    title: 'Inner Ring Road: Survey Stones Appear Along the Alignment',
    category: 'Infrastructure',
    content: [
      'Survey teams have begun fixing stones along the proposed alignment of the capital’s inner ring road, residents of villages on the western side report. The alignment has not been formally notified, and officials describe the exercise as a field verification.',
      'Land near a confirmed ring-road alignment usually appreciates once acquisition and compensation are settled, but the timeline for this road remains open. Buyers looking at Borupalem, Abbarajupalem and Sakhamuru should treat ring-road proximity as a long-term possibility rather than a near-term certainty.',
      'We will update our listings once the alignment is published, and we mark any plot that may be affected by a road widening in its description.',
    ],
  }),
  post({
    title: 'Guideline Values Under Review in the Tadepalli–Mangalagiri Corridor',
    category: 'Market',
    content: [
      'The registration department is reviewing the government guideline values for several villages in the Tadepalli–Mangalagiri corridor, where market rates have moved well ahead of the official values over the last two years.',
      'A revision would raise the stamp duty and registration charges payable on each sale, since those are calculated on the higher of the sale price and the guideline value. Buyers who have already agreed a price may want to complete registration before a revision takes effect.',
      'Rates in the corridor currently range from about ₹40,000 to ₹60,000 per square yard for residential plots, with highway-facing commercial land above that. See the regional price table on our home page for the latest ranges by village.',
    ],
    titleTe: 'తాడేపల్లి–మంగళగిరి కారిడార్‌లో భూముల ప్రభుత్వ విలువలపై సమీక్ష',
    contentTe: [
      'గత రెండేళ్లలో మార్కెట్ ధరలు ప్రభుత్వ విలువలను బాగా దాటిపోయిన తాడేపల్లి–మంగళగిరి కారిడార్‌లోని పలు గ్రామాల్లో భూముల ప్రభుత్వ విలువలను (గైడ్‌లైన్ విలువలు) రిజిస్ట్రేషన్ శాఖ సమీక్షిస్తోంది.',
      'స్టాంప్ డ్యూటీ, రిజిస్ట్రేషన్ ఛార్జీలను అమ్మకం ధర, ప్రభుత్వ విలువ — ఈ రెండింటిలో ఏది ఎక్కువైతే దాని మీద లెక్కిస్తారు. అందుకే విలువలు పెరిగితే ప్రతి అమ్మకంపై కట్టాల్సిన మొత్తం కూడా పెరుగుతుంది. ఇప్పటికే ధర మాట్లాడుకున్నవారు కొత్త విలువలు అమల్లోకి రాకముందే రిజిస్ట్రేషన్ పూర్తి చేసుకోవడం మంచిది.',
      'ప్రస్తుతం ఈ కారిడార్‌లో నివాస ప్లాట్ల ధరలు చదరపు గజానికి సుమారు ₹40,000 నుంచి ₹60,000 వరకు ఉన్నాయి; హైవేకి ఎదురుగా ఉండే కమర్షియల్ భూమి ధర ఇంకా ఎక్కువ. గ్రామాల వారీగా తాజా ధరల కోసం మా హోమ్ పేజీలోని ధరల పట్టిక చూడండి.',
    ],
  }),
  post({
    title: 'Flood Mitigation Works Planned for the Kondaveeti Vagu Basin',
    category: 'Infrastructure',
    content: [
      'A package of flood mitigation works for the stream that drains the capital area has been taken up for tendering, covering desilting, widening of the channel and a pumping station near the river.',
      'Low-lying fields in parts of Krishnayapalem, Venkatapalem and Nelapadu have flooded in heavy rain in past years. Once the works are finished, the authority expects the flooding risk for the surrounding layouts to drop considerably.',
      'Until then, we recommend that buyers visit a plot after a spell of rain, ask neighbours about past water-logging, and check the plinth levels of nearby houses.',
    ],
    titleTe: 'కొండవీటి వాగు పరివాహక ప్రాంతంలో వరద నివారణ పనులు',
    contentTe: [
      'రాజధాని ప్రాంతంలోని వాన నీరంతా చేరే వాగుపై వరద నివారణ పనుల ప్యాకేజీకి టెండర్ల ప్రక్రియ మొదలైంది. పూడిక తీయడం, వాగును వెడల్పు చేయడం, నది దగ్గర ఒక పంపింగ్ స్టేషన్ నిర్మించడం ఈ పనుల్లో ఉన్నాయి.',
      'గతంలో భారీ వర్షాలు పడినప్పుడు కృష్ణాయపాలెం, వెంకటపాలెం, నేలపాడులోని కొన్ని లోతట్టు పొలాలు నీట మునిగాయి. ఈ పనులు పూర్తయితే చుట్టుపక్కల లేఅవుట్లకు వరద ముప్పు బాగా తగ్గుతుందని అధికారులు భావిస్తున్నారు.',
      'అప్పటివరకు, ప్లాట్ కొనే ముందు వర్షం పడిన తర్వాత ఒకసారి వెళ్లి చూడండి, గతంలో నీళ్లు నిలిచాయేమో చుట్టుపక్కల వాళ్లను అడగండి, దగ్గర్లోని ఇళ్ల పునాది ఎత్తు ఎంత ఉందో గమనించండి.',
    ],
  }),
  post({
    title: 'Market Snapshot: Where Prices Stand This Quarter',
    category: 'Market',
    content: [
      'Residential plots in the core capital villages of Rayapudi, Velagapudi, Lingayapalem, Mandadam and Thullur are changing hands at roughly ₹45,000 to ₹60,000 per square yard, with corner and park-facing plots at the top of the range.',
      'Further out, Kuragallu, Nidamarru and Inavolu trade between about ₹28,000 and ₹45,000, and the Kaza–Namburu belt between ₹24,000 and ₹30,000, which keeps it popular with first-time buyers.',
      'Commercial plots continue to command a premium of 15 to 30 percent over residential plots in the same village, depending on road width and frontage.',
    ],
    titleTe: 'మార్కెట్ తీరు: ఈ త్రైమాసికంలో ధరలు ఎలా ఉన్నాయి',
    contentTe: [
      'రాజధాని కోర్ గ్రామాలైన రాయపూడి, వెలగపూడి, లింగాయపాలెం, మందడం, తుళ్లూరులో నివాస ప్లాట్లు చదరపు గజానికి సుమారు ₹45,000 నుంచి ₹60,000 మధ్య అమ్ముడవుతున్నాయి; కార్నర్ ప్లాట్లు, పార్కు ఎదురుగా ఉండే ప్లాట్లు ఈ శ్రేణిలో పై ధర పలుకుతున్నాయి.',
      'కొంచెం దూరంగా ఉండే కురగల్లు, నిడమర్రు, ఇనవోలులో ధరలు సుమారు ₹28,000 నుంచి ₹45,000 మధ్య, కాజ–నంబూరు ప్రాంతంలో ₹24,000 నుంచి ₹30,000 మధ్య ఉన్నాయి. అందుకే మొదటిసారి భూమి కొనేవారు ఈ ప్రాంతం వైపే ఎక్కువగా చూస్తున్నారు.',
      'అదే గ్రామంలోని నివాస ప్లాట్లతో పోలిస్తే కమర్షియల్ ప్లాట్లు రోడ్డు వెడల్పు, ముఖభాగాన్ని బట్టి 15 నుంచి 30 శాతం ఎక్కువ ధర పలుకుతున్నాయి.',
    ],
  }),
];
