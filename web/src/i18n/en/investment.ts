/** /investment-opportunities: the pitch around the featured plots and the regional prices (which bring `plots` and `pricing`). */
const title = 'Investment opportunities in Amaravati';
const opensInNewTab = ' (opens in a new tab)';

export default {
  meta: {
    title,
    description:
      "Land in a growing capital at today's prices, with clear papers: village-by-village rates per square yard and the plots we recommend to investors now.",
    breadcrumb: 'Investment opportunities',
  },
  header: {
    kicker: 'Invest in the capital region',
    title,
    lead: "Land in a growing capital, bought at today's prices with clear papers. Compare villages, then pick a plot that fits your horizon and budget.",
  },
  advice: 'Ask for investment advice',
  /** Read after `advice` by screen readers. */
  adviceOnWhatsApp: ` on WhatsApp${opensInNewTab}`,
  adviceMessage: 'Hello, I would like advice on investing in Amaravati land.',
  call: (phone: string) => `Call ${phone}`,
  whyHeading: 'Why investors look at Amaravati',
  reasons: [
    {
      title: 'A capital city taking shape',
      text: 'Amaravati is the planned capital of Andhra Pradesh. Roads, government buildings and housing are being built across the capital villages, and land follows infrastructure.',
    },
    {
      title: 'Prices differ village by village',
      text: 'Rates per square yard vary widely between the core capital, the Mangalagiri–Tadepalli belt and the outer villages. The table below shows where each stands today.',
    },
    {
      title: 'Buy with the papers checked',
      text: 'We check title, encumbrance, the APCRDA layout approval and the RERA registration before you pay, and we show both numbers on every layout we sell.',
    },
  ],
  pricesHeading: 'Prices at a glance',
  pricesLead: 'Residential rates per square yard, from our current regional price list.',
  disclaimer:
    'Prices are indicative and change with the market; every plot is priced individually. Past price growth does not guarantee future returns.',
  featuredIntro: 'Available plots we recommend to investors right now.',
};
