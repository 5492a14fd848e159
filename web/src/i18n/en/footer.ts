/** The footer's words: loaded with the footer's code, when the visitor comes near the end of a page. */
export default {
  aboutHeading: 'About Us',
  about:
    'A local land and property brokerage in the Amaravati capital region. We help families and investors buy and sell residential, commercial and agricultural plots with checked documents and honest prices.',
  projects: 'projects completed across the capital region',
  quickLinks: 'Quick Links',
  aboutUs: 'About Us',
    contact: 'Contact',
  contactInfo: 'Contact Info',
  directions: ' (directions, opens in a new tab)',
  loadingContact: 'Loading contact details…',
  followUs: 'Follow Us',
  social: { facebook: 'Facebook', instagram: 'Instagram', twitter: 'X (Twitter)', youtube: 'YouTube', linkedin: 'LinkedIn' },
  noSocial: 'News from the capital region on our Amaravati Updates page.',
  updates: 'Amaravati Updates →',
  rightsReserved: 'All rights reserved.',
  developer: 'Website by our in-house developer · ',
  developerMessage: 'Hello, I saw your website and would like to talk to the developer.',
  messageOnWhatsApp: 'Message on WhatsApp',
};
