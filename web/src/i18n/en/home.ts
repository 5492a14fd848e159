/**
 * The home page's first screen (the hero) and its meta, nothing more: the sections below it
 * bring their own words when they load (pricing, plots, about).
 */
export default {
  meta: {
    title: (siteName: string) => `${siteName} — land and property in the capital region`,
    description:
      'Plots, land and property around Amaravati, Andhra Pradesh: regional prices per square yard, plot search, news and direct contact with the broker.',
  },
  hero: {
    /** The kicker above the heading: '<place><region, wide screens only><state>'. */
    kicker: { place: 'Amaravati', region: ' capital region', state: ' · Andhra Pradesh' },
    heading: 'Find your plot in Amaravati',
    lead: 'Residential, commercial and agricultural plots across the capital region, with current prices per square yard and a local team to walk every site with you.',
    explore: 'Explore plots',
    whatsapp: 'Talk to us on WhatsApp',
    whatsappMessage: 'Hello, I am looking for a plot in Amaravati.',
  },
};
