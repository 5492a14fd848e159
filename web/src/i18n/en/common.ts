import { COMPARE_MAX, COMPARE_MIN, type PlotCategory } from '@core/constants';
import { errorScreen, noScript } from './fallback';

/**
 * The words every public page may show: the chrome (top bar, navigation, footer), plot cards,
 * forms and their messages, maps, the 404 and error screens. Loaded with the public layout.
 */
const opensInNewTab = ' (opens in a new tab)';

export default {
  siteName: 'Amaravati Plots',
  loading: 'Loading…',
  tryAgain: 'Try again',
  opensInNewTab,
  siteImageAlt: 'Plotted land in the Amaravati capital region',
  skipToContent: 'Skip to content',
  noScript,
  language: {
    /** The switch's accessible name, in the language it switches to. */
    switchTo: 'తెలుగులో చూడండి',
  },
  topBar: {
    callUs: 'Call us: ',
    favourites: 'Favourites',
    map: 'Map',
    findOffice: 'Find our office',
    whatsapp: 'WhatsApp',
  },
  nav: {
    label: 'Main',
    home: 'Home',
    buy: 'Buy',
    sell: 'Sell',
    updates: 'Amaravati Updates',
    investment: 'Investment',
    ventures: 'Ventures',
    properties: 'Properties',
    about: 'About',
    contact: 'Contact',
    menu: 'Menu',
    propertyTypes: (group: string) => `${group} property types`,
  },
  categories: {
    residential: 'Residential',
    commercial: 'Commercial',
    'open-plots': 'Open Plots',
    agricultural: 'Agricultural',
    houses: 'Houses',
    apartments: 'Apartments',
  } satisfies Record<PlotCategory, string>,
  whatsappFloat: {
    label: `Chat with us on WhatsApp${opensInNewTab}`,
    greeting: 'Hello, I would like to know more about plots in Amaravati.',
  },
  compareTray: {
    label: 'Plots to compare',
    picked: (count: number) => `${count} of ${COMPARE_MAX} plots picked`,
    untitled: 'Plot',
    remove: (title: string) => `Remove ${title} from compare`,
    clear: 'Clear',
    open: (count: number) => `Compare (${count})`,
    full: `You can compare up to ${COMPARE_MAX} plots. Remove one from the tray to add another.`,
    needMore: `Pick at least ${COMPARE_MIN} plots to compare.`,
  },
  notFound: {
    heading: 'Page not found',
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    message: 'The page you are looking for does not exist or has moved. These might help:',
    helpfulLinks: 'Helpful links',
    home: 'Go to home',
    properties: 'Browse properties',
    contact: 'Contact us',
  },
  errorScreen,
  /** The follow buttons (components/follow-alert): email alerts for subscribers. */
  follow: {
    newPlots: 'Email me new plots like these',
    priceDrop: 'Tell me if the price drops',
    ventureFreed: 'Tell me when plots are freed',
    news: 'Email me the news',
    emailLabel: 'Your email',
    cadenceLegend: 'How often',
    cadence: { instant: 'As it happens', daily: 'A daily summary at 08:00' },
    submit: 'Email me',
    submitting: 'Saving…',
    failure: 'Could not save your alert. Please try again.',
    close: 'Close',
  },
};
