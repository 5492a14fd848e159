import { adminPaths } from './site-paths';
import { shortDateTime } from './dates';
import { leadFacts, OFFER_FACT_KEYS, type LeadFactKey } from './lead-facts';
import { LEAD_SOURCE_LABELS } from './lead-status';
import { escapeHtml } from './html-text';
import { telLink, whatsappLink } from './links';
import type { Lead } from './schemas/lead';

/**
 * The mail every admin gets the moment a lead arrives (docs/product.md, "New lead mails"): who it
 * is, a phone link and a WhatsApp link with a greeting ready to send, the email, what they asked
 * about (the plot, with a link to its page), and a link to them on the lead board. Plain text for
 * any mail client, and the same as HTML where links are tappable.
 */
export interface LeadNoticeMail {
  subject: string;
  text: string;
  html: string;
}

export interface LeadNoticeContext {
  /** The site's address, for the links (the public origin, or the local one). */
  origin: string;
  /** Who the greeting speaks for (the business name of the site settings). */
  businessName: string;
}

/** The lead's page in the back office (its history, notes, follow-up and visit). */
export function leadPageLink(origin: string, lead: Pick<Lead, 'id'>): string {
  return `${origin}${adminPaths.lead(lead.id)}`;
}

/**
 * The lead's number as WhatsApp needs it, with the country code: the forms take a 10-digit Indian
 * mobile number, which wa.me cannot reach without its 91 (a leading 0 is the trunk prefix).
 */
export function whatsappNumberOfLead(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  return digits;
}

/** The message the WhatsApp link opens with, ready to send to the lead. */
export function leadGreeting(lead: Pick<Lead, 'name' | 'details'>, businessName: string): string {
  const about = lead.details?.plotTitle ? ` about ${lead.details.plotTitle}` : '';
  return `Hello ${lead.name}, this is ${businessName}. Thank you for your enquiry${about}. When would be a good time to talk?`;
}

/** What the lead asked about, in the order an admin reads it. */
const ASKED_ABOUT = ['source', 'plot', 'visit', ...OFFER_FACT_KEYS, 'message', 'sentFrom'] as const satisfies readonly LeadFactKey[];

/** One line of a header: no line breaks or other control characters (they would split the header). */
function headerText(value: string): string {
  return value.replace(/\p{Cc}+/gu, ' ').trim();
}


export function leadNoticeMail(lead: Lead, context: LeadNoticeContext): LeadNoticeMail {
  const { origin, businessName } = context;
  const whatsapp = whatsappLink(whatsappNumberOfLead(lead.phone), leadGreeting(lead, businessName));
  const page = leadPageLink(origin, lead);
  const facts = leadFacts(lead, { origin, only: ASKED_ABOUT });
  const received = `${shortDateTime(lead.createdAt)} (India time)`;
  const subject = headerText(`New lead: ${lead.name} (${LEAD_SOURCE_LABELS[lead.source]})`);

  const text = [
    `${lead.name} sent a ${LEAD_SOURCE_LABELS[lead.source].toLowerCase()} on ${received}.`,
    '',
    `Phone: ${lead.phone} (call: ${telLink(lead.phone)})`,
    `WhatsApp, with a greeting ready to send: ${whatsapp}`,
    `Email: ${lead.email}`,
    '',
    ...facts.map((fact) => `${fact.label}: ${fact.value}${fact.href ? ` (${fact.href})` : ''}`),
    '',
    `Open the lead: ${page}`,
    '',
    'You get this mail for every new lead. Turn it off in the back office: Settings → New lead mails.',
  ].join('\n');

  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const row = (label: string, value: string) =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${value}</td></tr>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b">',
    `<p><strong>${escapeHtml(lead.name)}</strong> sent a ${escapeHtml(LEAD_SOURCE_LABELS[lead.source].toLowerCase())} on ${escapeHtml(received)}.</p>`,
    '<table role="presentation" cellspacing="0" cellpadding="0">',
    row('Phone', link(telLink(lead.phone), lead.phone)),
    row('WhatsApp', link(whatsapp, 'Reply on WhatsApp (a greeting is ready to send)')),
    row('Email', link(`mailto:${lead.email}`, lead.email)),
    ...facts.map((fact) => row(fact.label, fact.href ? link(fact.href, fact.value) : escapeHtml(fact.value).replace(/\n/g, '<br>'))),
    '</table>',
    `<p>${link(page, 'Open the lead')}</p>`,
    '<p style="color:#64748b;font-size:13px">You get this mail for every new lead. Turn it off in the back office: Settings → New lead mails.</p>',
    '</body></html>',
  ].join('\n');

  return { subject, text, html };
}
