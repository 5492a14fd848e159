import type { BuyingCharge } from '@core/buying-cost';
import type { PriceBreakdownItem } from '@core/price-breakdown';
import type { LayoutAuthority, VisitSlot } from '@core/constants';
import { DOCUMENT_KIND_LABELS } from '@core/document-checks';

/**
 * The words of a plot's own page (/plots/{id}-{slug}): its head for search engines, the facts,
 * gallery, approvals, price breakdown, EMI calculator and enquiry form. The plot facts a card
 * shows too (Area, Road Width, Facing, Status, Sold…) are in `common.plot`.
 */
export default {
  meta: {
    title: 'Plot',
    notFoundTitle: 'Plot not found',
    /** '200 sq.yd Residential plot in Thullur at ₹25,000/sq.yd (₹50 L). East facing, 12 m road.' then the status when it is not available ('Sold.'). */
    facts: ({ area, type, location, rate, price, facing, roadWidth, status }: { area: string; type: string; location: string; rate: string; price: string; facing: string; roadWidth: number; status: string }) =>
      `${area} ${type} plot in ${location} at ${rate}/sq.yd (${price}). ${facing} facing, ${roadWidth} m road.${status ? ` ${status}.` : ''}`,
  },
  loading: 'Loading plot…',
  loadFailed: {
    heading: 'We could not load this plot',
    text: 'Check your connection and try again.',
    retry: 'Try again',
  },
  breadcrumb: 'Breadcrumb',
  /** What the page says under the price of a plot that is not available (`reserved` with its last day, when it has one). */
  statusNotices: {
    reserved: (day: string) =>
      `This plot is reserved for a buyer${day ? ` until ${day}` : ''}. Enquire below and we will tell you if it becomes free, and about similar plots nearby.`,
    booked: 'This plot has been booked. Enquire below and we will tell you if it becomes free, and about similar plots nearby.',
    sold: 'This plot has been sold. Enquire below and we will tell you about similar plots nearby.',
    'not-for-sale': 'This plot is not for sale. Enquire below and we will tell you about similar plots nearby.',
  },
  share: 'Share',
  save: 'Save',
  saved: 'Saved',
  details: {
    heading: 'Plot details',
    rate: 'Rate',
    type: 'Type',
  },
  about: 'About this plot',
  location: 'Location',
  gallery: {
    label: (title: string) => `Photos of ${title}`,
    noPhotos: 'No photos yet',
    failed: 'This photo could not be loaded',
    /** A photo's alt text when the admin gave none. */
    photoOf: (number: number, title: string) => `Photo ${number} of ${title}`,
    open: (alt: string, number: number, count: number) => `${alt}: open photo ${number} of ${count} full screen`,
    counterPrefix: 'Photo ',
    previous: 'Previous photo',
    next: 'Next photo',
    thumbnails: 'All photos',
    show: (number: number) => `Show photo ${number}`,
    fullScreen: (title: string) => `Photos of ${title}, full screen`,
    position: (number: number, count: number) => `Photo ${number} of ${count}`,
    close: 'Close full screen',
  },
  approvals: {
    heading: 'Approvals',
    venture: 'Venture',
    layoutPermit: (authority: LayoutAuthority) => `${authority} layout permit`,
    permitNumber: (number: string) => `LP No. ${number}`,
    rera: 'AP RERA number',
    verify: 'Verify on AP RERA',
    surveyNumber: 'Survey number',
    surveyNumbers: 'Survey numbers',
    none: 'Approval details for this plot are available on request: ask us below.',
  },
  documents: {
    heading: 'Documents we checked',
    intro: 'What our team has verified of this plot’s papers, and on which day.',
    /** The kinds of document, as the back office names them (core/document-checks.ts). */
    kinds: DOCUMENT_KIND_LABELS,
    /** `day` is written as the site writes dates: 'Checked on November 27, 2026'. */
    checkedOn: (day: string) => `Checked on ${day}`,
    /** After the EC's name: how many years it covers. */
    encumbranceYears: (years: number) => `${years} years`,
    note: 'Our note',
    onRequest: 'We show the documents themselves on request: at our office, or as copies.',
    askForCopies: 'Ask for copies',
  },
  price: {
    heading: 'Price and full cost of buying',
    /** The heading when the rates could not be read: the price alone. */
    priceOnlyHeading: 'Price breakdown',
    caption: 'How the price of this plot adds up, and what buying it costs in all',
    item: 'Item',
    amount: 'Amount',
    items: {
      plot: 'Plot price',
      development: 'Development charges',
      premium: 'Corner / facing premium',
    } satisfies Record<PriceBreakdownItem, string>,
    total: 'Price',
    charges: {
      stampDuty: 'Stamp duty',
      transferDuty: 'Transfer duty',
      registrationFee: 'Registration fee',
      brokerage: 'Our brokerage',
    } satisfies Record<BuyingCharge, string>,
    /** A duty's rate and what it is reckoned on: '5 % of ₹41,00,000'. */
    chargeOf: (percent: number, base: string) => `${percent} % of ${base}`,
    brokerageOf: (percent: number) => `${percent} % of the price`,
    fullCost: 'Full cost of buying',
    chargedOn: {
      price: 'The duties are reckoned on the price, which is above the government market value.',
      market: 'The duties are reckoned on the government market value, which is above the price.',
      priceOnly: 'The duties are reckoned on the price. The registrar reckons them on the government market value when that is higher: type it in to see.',
    },
    /** 'Government market value in Thullur: ₹8,000/sq.yd × 200 sq.yd = ₹16,00,000'. */
    marketValueLine: (village: string, rate: string, area: string, value: string) => `Government market value in ${village}: ${rate}/sq.yd × ${area} = ${value}`,
    villageLink: (village: string) => `About ${village}`,
    marketValueLabel: 'Government market value (₹ per sq.yd)',
    marketValueHint: 'From the sub-registrar office or the IGRS Andhra Pradesh website. Left blank, the duties are reckoned on the price.',
    checked: (day: string) => `Rates as checked on ${day}. The sub-registrar office decides the final amounts.`,
  },
  emi: {
    heading: 'EMI calculator',
    intro: (price: string) => `An estimate of a home-loan instalment on the total price of ${price}. Banks decide the final terms.`,
    fields: {
      loanPercent: {
        label: 'Loan share',
        suffix: '% of price',
        missing: 'Enter the loan share',
        outOfRange: (min: number, max: number) => `The loan share must be between ${min} and ${max} %`,
      },
      annualRatePercent: {
        label: 'Interest rate',
        suffix: '% a year',
        missing: 'Enter the interest rate',
        outOfRange: (min: number, max: number) => `The interest rate must be between ${min} and ${max} % a year`,
      },
      years: {
        label: 'Tenure',
        suffix: 'years',
        missing: 'Enter the tenure',
        outOfRange: (min: number, max: number) => `The tenure must be between ${min} and ${max} years`,
        notWhole: 'The tenure must be a whole number of years',
      },
    },
    monthly: 'Monthly EMI',
    loanAmount: 'Loan amount',
    downPayment: 'Down payment',
    totalInterest: 'Total interest',
    totalPayable: 'Total payable',
    months: (months: number) => `Over ${months} monthly instalments.`,
    correct: 'Correct the values above to see the EMI.',
  },
  enquiry: {
    heading: 'Enquire about this plot',
    /** `title` is the plot's title (a marked English one on a Telugu page without its own). */
    lead: (title: string) => `Leave your number and our team will call you about ${title}, its price and a site visit.`,
    visitDate: 'Preferred visit date',
    /** `days`: how many days ahead a visit can be asked for (VISIT_DAYS, today included). */
    visitDateHint: (days: number) => `Any day in the next ${days} days. We will call you to confirm the visit.`,
    visitSlot: 'Time of day',
    /** The parts of the day, as VISIT_SLOT_LABELS writes them: 'Morning (9 am – 12 pm)'. */
    slots: {
      morning: { name: 'Morning', hours: '9 am – 12 pm' },
      afternoon: { name: 'Afternoon', hours: '12 – 4 pm' },
      evening: { name: 'Evening', hours: '4 – 7 pm' },
    } satisfies Record<VisitSlot, { name: string; hours: string }>,
    /** Takes the picked time of day away (a radio cannot be unpicked). */
    clearSlot: 'Clear time of day',
    /** The box "Ask for copies" ticks (a plot whose documents we checked). */
    copies: 'Send me copies of the documents you checked',
    send: 'Send Enquiry',
    sending: 'Sending...',
  },
};
