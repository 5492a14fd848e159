import type { Language } from '../../../core/languages';
import type { AlertCadence } from '../../../core/schemas/alerts';
import { ALERT_WORDS } from '../alert-words';

/** The words of the subscription pages (confirm, manage, unsubscribe), in both languages. */
export interface SubscriptionPageWords {
  home: string;
  confirmTitle: string;
  confirmAsk: (email: string) => string;
  confirmButton: string;
  confirmed: string;
  manageLink: string;
  manageTitle: string;
  manageIntro: (email: string) => string;
  unconfirmedNote: string;
  nothingFollowed: string;
  cadenceLabel: string;
  cadence: Record<AlertCadence, string>;
  saveCadence: string;
  remove: (words: string) => string;
  /** The Remove button's face (its name is `remove`, which begins with it). */
  removeShort: string;
  removeAll: string;
  unsubscribeTitle: string;
  unsubscribeAsk: (email: string) => string;
  unsubscribeButton: string;
  unsubscribed: string;
  gone: string;
  tamperedTitle: string;
  tampered: string;
  expiredTitle: string;
  expired: string;
  footer: (business: string) => string;
}

export const SUBSCRIPTION_PAGE_WORDS: Record<Language, SubscriptionPageWords> = {
  en: {
    home: 'Go to the home page',
    confirmTitle: 'Confirm your email alerts',
    confirmAsk: (email) => `Confirm that ${email} wants the alerts it asked for.`,
    confirmButton: 'Yes, send me these alerts',
    confirmed: 'Your address is confirmed. We will email you what you follow.',
    manageLink: 'See and change my alerts',
    manageTitle: 'My alerts',
    manageIntro: (email) => `What ${email} follows:`,
    unconfirmedNote: 'This address is not confirmed yet: open the link in the confirmation email first. Until then we send nothing.',
    nothingFollowed: 'This address follows nothing.',
    cadenceLabel: 'How often',
    cadence: ALERT_WORDS.en.cadence,
    saveCadence: 'Save',
    remove: (words) => `Remove: ${words}`,
    removeShort: 'Remove',
    removeAll: 'Remove all and unsubscribe',
    unsubscribeTitle: 'Unsubscribe',
    unsubscribeAsk: (email) => `Stop every email alert to ${email}? The address and everything it follows are removed.`,
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: 'You are unsubscribed: we will not email you alerts again, and we no longer keep your address.',
    gone: 'This address is not on our list (it was unsubscribed).',
    tamperedTitle: 'This link does not work',
    tampered: 'This link is not complete or was changed. Open it again from the email, or copy the whole address.',
    expiredTitle: 'This link has expired',
    expired: 'This link is too old and nothing was changed. Ask for the alert again on the site to get a new one.',
    footer: (business) => `© ${business}. All rights reserved.`,
  },
  te: {
    home: 'హోమ్ పేజీకి వెళ్ళండి',
    confirmTitle: 'మీ ఈమెయిల్ అలర్ట్‌లను నిర్ధారించండి',
    confirmAsk: (email) => `${email} అడిగిన అలర్ట్‌లు కావాలని నిర్ధారించండి.`,
    confirmButton: 'అవును, ఈ అలర్ట్‌లు నాకు పంపండి',
    confirmed: 'మీ చిరునామా నిర్ధారించబడింది. మీరు అనుసరించే వాటి గురించి మేము ఈమెయిల్ చేస్తాము.',
    manageLink: 'నా అలర్ట్‌లను చూడండి, మార్చండి',
    manageTitle: 'నా అలర్ట్‌లు',
    manageIntro: (email) => `${email} అనుసరిస్తున్నవి:`,
    unconfirmedNote: 'ఈ చిరునామా ఇంకా నిర్ధారించబడలేదు: ముందుగా నిర్ధారణ ఈమెయిల్‌లోని లింక్‌ను తెరవండి. అప్పటి వరకు మేము ఏమీ పంపము.',
    nothingFollowed: 'ఈ చిరునామా దేన్నీ అనుసరించడం లేదు.',
    cadenceLabel: 'ఎంత తరచుగా',
    cadence: ALERT_WORDS.te.cadence,
    saveCadence: 'సేవ్ చేయండి',
    remove: (words) => `తీసివేయండి: ${words}`,
    removeShort: 'తీసివేయండి',
    removeAll: 'అన్నీ తీసివేసి అన్‌సబ్‌స్క్రైబ్ చేయండి',
    unsubscribeTitle: 'అన్‌సబ్‌స్క్రైబ్',
    unsubscribeAsk: (email) => `${email} కు అన్ని ఈమెయిల్ అలర్ట్‌లను ఆపాలా? ఈ చిరునామా, అది అనుసరించేవన్నీ తీసివేయబడతాయి.`,
    unsubscribeButton: 'అన్‌సబ్‌స్క్రైబ్ చేయండి',
    unsubscribed: 'మీరు అన్‌సబ్‌స్క్రైబ్ అయ్యారు: ఇకపై మేము మీకు అలర్ట్‌లు పంపము, మీ చిరునామాను ఉంచుకోము.',
    gone: 'ఈ చిరునామా మా జాబితాలో లేదు (అన్‌సబ్‌స్క్రైబ్ అయింది).',
    tamperedTitle: 'ఈ లింక్ పనిచేయడం లేదు',
    tampered: 'ఈ లింక్ పూర్తిగా లేదు లేదా మార్చబడింది. ఈమెయిల్ నుండి మళ్ళీ తెరవండి, లేదా పూర్తి చిరునామాను కాపీ చేయండి.',
    expiredTitle: 'ఈ లింక్ గడువు ముగిసింది',
    expired: 'ఈ లింక్ చాలా పాతది, ఏమీ మారలేదు. కొత్త లింక్ కోసం సైట్‌లో అలర్ట్‌ను మళ్ళీ అడగండి.',
    footer: (business) => `© ${business}. అన్ని హక్కులు ప్రత్యేకించబడినవి.`,
  },
};
