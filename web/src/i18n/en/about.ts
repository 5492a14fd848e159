/**
 * About the brokerage: the /about page and the about section, which the home page shows too
 * (loaded with that section, not with the home page).
 */
const title = 'About Us';
const lead = 'A local land and property brokerage in the Amaravati capital region: plots, homes and honest advice';

export default {
  meta: {
    title,
    description: `${lead}, with the papers checked before you pay.`,
  },
  header: { title, lead: `${lead}.` },
  section: {
    kicker: 'About us',
    heading: 'Your trusted partner for land in Amaravati',
    lead: "We help families, investors and landowners buy and sell plots and property in Andhra Pradesh's capital region, with verified documents and honest prices.",
    mission: {
      heading: 'Our mission',
      text: 'To make buying and selling land in Amaravati simple, transparent and safe: clear prices per square yard, checked papers and no surprises at registration.',
    },
    vision: {
      heading: 'Our vision',
      text: 'To be the first call for everyone who wants to own a piece of the new capital, and to help it grow the right way, one well-planned plot at a time.',
    },
    imageAlt: 'Plan of a plotted layout beside the Krishna river, with available and sold plots along tree-lined roads',
    servicesHeading: 'Our services',
    services: {
      buying: {
        title: 'Buying plots and homes',
        text: 'Residential, commercial, open and agricultural plots, houses and apartments across the capital region.',
      },
      selling: {
        title: 'Selling your property',
        text: 'A realistic valuation, serious buyers and help with every step until registration.',
      },
      investment: {
        title: 'Investment guidance',
        text: 'Prices per square yard village by village and honest advice on where the capital is growing.',
      },
      documents: {
        title: 'Document verification',
        text: 'Title, encumbrance, APCRDA layout approval and RERA registration checked before you pay.',
      },
      visits: {
        title: 'Site visits',
        text: 'Guided visits to plots in Thullur, Mangalagiri, Tadepalli and the villages around them.',
      },
      registration: {
        title: 'Registration support',
        text: 'Agreement, payment schedule and registration at the sub-registrar office, without surprises.',
      },
    },
  },
  whyUs: {
    heading: 'Why choose us',
    /** What each figure counts (the figures themselves are the page's). */
    facts: {
      projects: 'projects completed',
      kinds: 'kinds of property, from open plots to apartments',
      villages: 'villages of the capital city area we work in',
    },
    reasons: [
      {
        title: 'We know the ground',
        text: 'We work in the villages of the capital region every day, from Thullur and Mandadam to Tadepalli and Mangalagiri, and know which roads, layouts and approvals matter.',
      },
      {
        title: 'Papers before promises',
        text: 'Every plot we offer comes with its layout approval and RERA details where they apply, and we check title and encumbrance before you pay anything.',
      },
      {
        title: 'Prices you can check',
        text: 'We publish regional prices per square yard, so you can compare any offer, ours included.',
      },
      {
        title: 'With you until registration',
        text: 'Site visits, negotiation, agreement and registration: one team, reachable by phone or WhatsApp.',
      },
    ],
  },
  cta: {
    heading: 'Looking for the right plot in Amaravati?',
    lead: 'Browse what is available today, or talk to us about buying, selling or investing.',
    browse: 'Browse properties',
    contact: 'Contact us',
    call: (phone: string) => `Call ${phone}`,
    whatsapp: 'WhatsApp us',
    whatsappMessage: 'Hello, I would like to know more about plots in Amaravati.',
  },
};
