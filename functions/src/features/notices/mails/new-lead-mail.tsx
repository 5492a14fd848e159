import { shortDateTime } from '../../../core/dates';
import { leadFacts, OFFER_FACT_KEYS, type LeadFactKey } from '../../../core/lead-facts';
import { LEAD_SOURCE_LABELS } from '../../../core/lead-status';
import { telLink, whatsappLink, whatsappNumberOfLead } from '../../../core/links';
import type { Lead } from '../../../core/schemas/lead';
import { adminPaths } from '../../../core/site-paths';
import { headerText } from '../../../mail/header-text';
import { ActionLink, FactsTable, MailLayout, SmallPrint } from '../../../mail/mail-blocks';
import { renderMail, type ComposedMail } from '../../../mail/render-mail';
import type { AdminMailContext } from '../mail-admins';

/** The lead's page in the back office (its history, notes, follow-up and visit). */
export function leadPageLink(origin: string, lead: Pick<Lead, 'id'>): string {
  return `${origin}${adminPaths.lead(lead.id)}`;
}

/** What the enquiry was about, as the greeting says it: 'plots 27, 28 of Green Meadows', a plot's title, or ''. */
function enquiryTopic(details: Lead['details']): string {
  if (!details) return '';
  if (details.ventureName) {
    const numbers = (details.plotNumbers ?? []).filter(Boolean);
    const plots = numbers.length === 0 ? '' : `${numbers.length === 1 ? 'plot' : 'plots'} ${numbers.join(', ')} of `;
    return `${plots}${details.ventureName}`;
  }
  return details.plotTitle ?? '';
}

/** The message the WhatsApp link opens with, ready to send to the lead. */
function leadGreeting(lead: Pick<Lead, 'name' | 'details'>, businessName: string): string {
  const topic = enquiryTopic(lead.details);
  const about = topic ? ` about ${topic}` : '';
  return `Hello ${lead.name}, this is ${businessName}. Thank you for your enquiry${about}. When would be a good time to talk?`;
}

/** What the lead asked about (core/lead-facts.ts), in the order an admin reads it. */
const ASKED_ABOUT = ['source', 'venture', 'plotNumbers', 'plot', 'visit', 'documentCopies', ...OFFER_FACT_KEYS, 'message', 'sentFrom', 'cameFrom'] as const satisfies readonly LeadFactKey[];

/**
 * The mail every admin gets the moment a lead arrives (docs/product.md, "New lead mails"): who it
 * is, a phone link and a WhatsApp link with a greeting ready to send, the email, what they asked
 * about (the venture and the plots picked on its layout, the plot, each with a link to its page), where they came from (the page, another site, the
 * campaign's utm tags), and a link to the lead's page.
 */
function NewLeadMail({ lead, origin, businessName }: { lead: Lead } & AdminMailContext) {
  const whatsapp = whatsappLink(whatsappNumberOfLead(lead.phone), leadGreeting(lead, businessName));
  const contact = [
    { label: 'Phone', value: lead.phone, href: telLink(lead.phone) },
    { label: 'WhatsApp', value: 'Reply on WhatsApp (a greeting is ready to send)', href: whatsapp },
    { label: 'Email', value: lead.email, href: `mailto:${lead.email}` },
  ];
  return (
    <MailLayout>
      <p>
        <strong>{lead.name}</strong>
        {` sent a ${LEAD_SOURCE_LABELS[lead.source].toLowerCase()} on ${shortDateTime(lead.createdAt)} (India time).`}
      </p>
      <FactsTable facts={[...contact, ...leadFacts(lead, { origin, only: ASKED_ABOUT })]} />
      <ActionLink href={leadPageLink(origin, lead)}>Open the lead</ActionLink>
      <SmallPrint>You get this mail for every new lead. Turn it off in the back office: Settings → New lead mails.</SmallPrint>
    </MailLayout>
  );
}

/** The new-lead mail, subject and both bodies. */
export function newLeadMail(lead: Lead, context: AdminMailContext): ComposedMail {
  return {
    subject: headerText(`New lead: ${lead.name} (${LEAD_SOURCE_LABELS[lead.source]})`),
    ...renderMail(<NewLeadMail lead={lead} {...context} />),
  };
}
