import type { NewBlog } from '../ports/store';

/**
 * Demo updates about the capital region, oldest first (the store stamps them in this order, so the
 * last one shows at the top). The facts and figures are invented for the demo and name no real
 * person; paragraphs are separated by line breaks, as the update page splits them.
 */
export const DEMO_BLOGS: readonly NewBlog[] = [
  {
    title: 'Before You Buy: Checking a Plot’s LP and RERA Numbers',
    category: 'Buyer’s Guide',
    content: [
      'Every plot in an approved layout around the capital carries two numbers: the layout permission (LP) number issued by the development authority, and a registration number from the state real estate regulator. Both must appear in every advertisement, including ours.',
      'The LP number tells you the layout was approved with roads, drains, open spaces and a master-plan-compliant land use. A plot outside an approved layout may be cheaper, but banks rarely lend on it and building permission can take much longer.',
      'The RERA number lets you look up the project on the regulator’s portal: the promoter, the approved plan, the completion date promised and any complaints filed. Ask for both numbers before you pay any advance, and check that the survey numbers on the sale deed match the approved plan.',
    ].join('\n'),
  },
  {
    title: 'Square Yards, Cents and Acres: Land Units Explained',
    category: 'Buyer’s Guide',
    content: [
      'Plots in and around Amaravati are priced per square yard, while farm land is usually quoted per cent or per acre. Mixing them up is the most common reason two listings seem impossibly far apart in price.',
      'One square yard is nine square feet. One cent is 48.4 square yards, and one acre is 100 cents or 4,840 square yards. A 200 square yard plot is therefore 1,800 square feet, or a little over four cents.',
      'On our listings the area is always in square feet and the rate in rupees per square yard, so the total is simply the area divided by nine, times the rate. The regional price table uses the same per-square-yard rates.',
    ].join('\n'),
  },
  {
    title: 'Trunk Road Works Resume Across the Capital City',
    category: 'Infrastructure',
    content: [
      'Work has resumed on several trunk roads inside the capital city area after a long pause, according to a progress note shared with layout developers this month. The note lists eleven road packages, with the first stretches due for black-topping before the monsoon.',
      'Contractors have remobilised machinery at four sites, and clearing of the overgrown medians on the main arterial roads is under way. Street-light poles and ducts for power and water lines are to be laid along the same stretches.',
      'Brokers in Rayapudi and Velagapudi report more site visits since the work restarted, mostly from buyers who had paused their search. Prices have firmed up slightly but remain within last year’s ranges.',
    ].join('\n'),
  },
  {
    title: 'Returnable Plots: Registrations Pick Up in Land-Pooling Villages',
    category: 'Land Pooling',
    content: [
      'Registrations of returnable plots allotted under the land-pooling scheme have picked up across the core capital villages, according to figures compiled by local sub-registrar offices. Around 1,900 documents were registered in the last quarter, roughly double the figure a year earlier.',
      'Most of the transactions were residential returnable plots between 200 and 500 square yards in Uddandarayunipalem, Lingayapalem and Mandadam. Commercial returnable plots change hands less often, but at noticeably higher rates per square yard.',
      'Buyers should confirm that the plot’s allotment certificate matches the name of the seller, and that the plot has been physically demarcated on the ground before registration.',
    ].join('\n'),
  },
  {
    title: 'Inner Ring Road: Survey Stones Appear Along the Alignment',
    category: 'Infrastructure',
    content: [
      'Survey teams have begun fixing stones along the proposed alignment of the capital’s inner ring road, residents of villages on the western side report. The alignment has not been formally notified, and officials describe the exercise as a field verification.',
      'Land near a confirmed ring-road alignment usually appreciates once acquisition and compensation are settled, but the timeline for this road remains open. Buyers looking at Borupalem, Abbarajupalem and Sakhamuru should treat ring-road proximity as a long-term possibility rather than a near-term certainty.',
      'We will update our listings once the alignment is published, and we mark any plot that may be affected by a road widening in its description.',
    ].join('\n'),
  },
  {
    title: 'Guideline Values Under Review in the Tadepalli–Mangalagiri Corridor',
    category: 'Market',
    content: [
      'The registration department is reviewing the government guideline values for several villages in the Tadepalli–Mangalagiri corridor, where market rates have moved well ahead of the official values over the last two years.',
      'A revision would raise the stamp duty and registration charges payable on each sale, since those are calculated on the higher of the sale price and the guideline value. Buyers who have already agreed a price may want to complete registration before a revision takes effect.',
      'Rates in the corridor currently range from about ₹40,000 to ₹60,000 per square yard for residential plots, with highway-facing commercial land above that. See the regional price table on our home page for the latest ranges by village.',
    ].join('\n'),
  },
  {
    title: 'Flood Mitigation Works Planned for the Kondaveeti Vagu Basin',
    category: 'Infrastructure',
    content: [
      'A package of flood mitigation works for the stream that drains the capital area has been taken up for tendering, covering desilting, widening of the channel and a pumping station near the river.',
      'Low-lying fields in parts of Krishnayapalem, Venkatapalem and Nelapadu have flooded in heavy rain in past years. Once the works are finished, the authority expects the flooding risk for the surrounding layouts to drop considerably.',
      'Until then, we recommend that buyers visit a plot after a spell of rain, ask neighbours about past water-logging, and check the plinth levels of nearby houses.',
    ].join('\n'),
  },
  {
    title: 'Market Snapshot: Where Prices Stand This Quarter',
    category: 'Market',
    content: [
      'Residential plots in the core capital villages of Rayapudi, Velagapudi, Lingayapalem, Mandadam and Thullur are changing hands at roughly ₹45,000 to ₹60,000 per square yard, with corner and park-facing plots at the top of the range.',
      'Further out, Kuragallu, Nidamarru and Inavolu trade between about ₹28,000 and ₹45,000, and the Kaza–Namburu belt between ₹24,000 and ₹30,000, which keeps it popular with first-time buyers.',
      'Commercial plots continue to command a premium of 15 to 30 percent over residential plots in the same village, depending on road width and frontage.',
    ].join('\n'),
  },
];
