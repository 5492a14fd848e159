import { PLOT_CATEGORY_LABELS, type PlotCategory } from '@core/constants';

/** 'residential' → 'residential' inside a sentence ('Sell your residential property'). */
const lower = (category: PlotCategory) => PLOT_CATEGORY_LABELS[category].toLowerCase();

/** The words of /sell/{category}: the page's head, how selling works, why sell with us, and the sell enquiry form. */
export default {
  meta: {
    title: (category: PlotCategory) => `Sell ${PLOT_CATEGORY_LABELS[category]} Property`,
    description: (category: PlotCategory) =>
      `Sell your ${lower(category)} property in Amaravati: a fair price from serious buyers, with the paperwork checked and handled by a local team.`,
    breadcrumb: (category: PlotCategory) => `Sell ${PLOT_CATEGORY_LABELS[category]}`,
  },
  header: {
    kicker: 'Sell with us',
    title: (category: PlotCategory) => `Sell your ${lower(category)} property in Amaravati`,
    lead: 'Get a fair price from serious buyers, with the paperwork checked and handled by a local team.',
    callBack: 'Get a call back',
  },
  steps: {
    heading: (category: PlotCategory) => `How selling your ${lower(category)} property works`,
    items: [
      {
        title: 'Tell us about your property',
        text: 'Fill in the form or call us. A few details are enough: where it is, its size and what you expect.',
      },
      {
        title: 'We verify and value it',
        text: 'Our team visits the site, checks the title documents and approvals, and suggests a price from current rates per square yard.',
      },
      {
        title: 'We bring buyers and see it through',
        text: 'We show it to serious buyers, handle site visits and negotiation, and stay with you until registration.',
      },
    ],
  },
  whyUs: {
    heading: 'Why sell with us',
    reasons: [
      { title: 'Buyers already looking', text: 'Families and investors contact us every day for land in the capital region.' },
      { title: 'A fair, informed price', text: 'We follow prices per square yard village by village, so your asking price is realistic.' },
      { title: 'Paperwork done right', text: 'Title, encumbrance, LP and RERA details checked before a buyer asks.' },
      { title: 'Local people', text: 'Our team lives and works around Amaravati and knows every layout.' },
    ],
  },
  form: {
    heading: 'Tell us about your property',
    lead: 'We will call you back to discuss a fair price and the next steps.',
    category: 'Property type',
    location: 'Location',
    locationHint: 'Village or area, e.g. Thullur, Mangalagiri',
    area: 'Area',
    areaHint: 'e.g. 200 sq yd or 1.5 acres',
    expectedPrice: 'Expected price',
    expectedPriceHint: 'e.g. ₹45,000 per sq yd or ₹90 lakhs',
    message: 'Anything else we should know',
    contactDetails: 'Your contact details',
    send: 'Send Enquiry',
    sending: 'Sending...',
  },
};
