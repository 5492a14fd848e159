import type { ROADMAP_ITEMS } from '@core/roadmap';

type RoadmapItem = (typeof ROADMAP_ITEMS)[number];

/** The Contact page: 'Get in Touch', the 'Contact Us' form, the contact cards, the roadmap and 'Subscribe for Updates'. */
export default {
  title: 'Contact Us',
  description: (phone: string) =>
    `Call ${phone}, message us on WhatsApp or leave your details: our Amaravati team calls back about plots, prices and site visits.`,
  descriptionWithoutPhone: 'Call, message us on WhatsApp or leave your details: our Amaravati team calls back about plots, prices and site visits.',
  heading: 'Get in Touch',
  lead: 'Questions about a plot, a price or a site visit? Call us, write to us or leave your details below.',
  form: {
    heading: 'Contact Us',
    intro: 'Leave your details and our team will call you back about plots, prices or a site visit.',
    send: 'Send Message',
    sending: 'Sending...',
  },
  details: {
    label: 'Contact details',
    loading: 'Loading contact details',
    loadFailed: 'Could not load our contact details.',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    directions: 'Get directions',
    directionsNote: ' (opens Google Maps in a new tab)',
  },
  roadmap: {
    heading: 'Development in Progress',
    intro: 'We are building a better way to buy and sell land in Amaravati. Here is where we are.',
    status: 'Status: ',
    statuses: {
      Completed: 'Completed',
      'In Progress': 'In Progress',
      Upcoming: 'Upcoming',
    } satisfies Record<RoadmapItem['status'], string>,
    titles: {
      'Planning & Design': 'Planning & Design',
      'Development Phase': 'Development Phase',
      'Testing & Refinement': 'Testing & Refinement',
    } satisfies Record<RoadmapItem['title'], string>,
    descriptions: {
      'Planning & Design': 'Regional prices, plot search and a simpler way to reach us, shaped with buyers and sellers.',
      'Development Phase': 'Plot pages with maps and photos, approval and RERA details on every listing, and Telugu.',
      'Testing & Refinement': 'Trying every screen on everyday phones and slow connections before we switch it on.',
    } satisfies Record<RoadmapItem['title'], string>,
  },
  subscribe: {
    label: 'Subscribe for updates',
    prompt: 'Get news of new plots and capital updates by email',
    placeholder: 'you@example.com',
    submit: 'Subscribe for Updates',
    submitting: 'Subscribing...',
    failure: 'Could not subscribe right now. Please try again.',
  },
};
