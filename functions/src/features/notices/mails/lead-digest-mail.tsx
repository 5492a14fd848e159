import { Fragment } from 'react';
import { longDay, shortDateTime, shortDay } from '../../../core/dates';
import type { LeadDigest } from '../../../core/lead-digest';
import { LEAD_SOURCE_LABELS } from '../../../core/lead-status';
import { telLink, whatsappLink, whatsappNumberOfLead } from '../../../core/links';
import type { Lead } from '../../../core/schemas/lead';
import { adminPaths } from '../../../core/site-paths';
import { VISIT_SLOT_LABELS, visitOf } from '../../../core/visit-date';
import { ActionLink, MailHeading, MailLayout, SmallPrint } from '../../../mail/mail-blocks';
import { renderMail, type ComposedMail } from '../../../mail/render-mail';
import type { AdminMailContext } from '../mail-admins';
import { leadPageLink } from './new-lead-mail';

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

interface Section {
  title: string;
  leads: Lead[];
  /** The visits of the day: each line says its time of day. */
  visits?: boolean;
  /** The follow-ups due: each line says its day. */
  followUps?: boolean;
}

function sectionsOf(digest: LeadDigest): Section[] {
  return [
    { title: 'New in the last 24 hours', leads: digest.newLeads },
    { title: 'Waiting for a first answer for over 24 hours', leads: digest.untouched },
    { title: 'Follow-ups due', leads: digest.followUpsDue, followUps: true },
    { title: 'Site visits asked for today', leads: digest.visitsToday, visits: true },
  ];
}

/** '1 new lead, 0 waiting, 2 follow-ups due, 1 visit today' (the follow-ups only when there are some). */
function summaryOf(digest: LeadDigest): string {
  return [
    count(digest.newLeads.length, 'new lead', 'new leads'),
    `${digest.untouched.length} waiting`,
    ...(digest.followUpsDue.length > 0 ? [count(digest.followUpsDue.length, 'follow-up due', 'follow-ups due')] : []),
    count(digest.visitsToday.length, 'visit today', 'visits today'),
  ].join(', ');
}

/**
 * A lead in one line: 'Ravi · 98480 12345 · Plot enquiry · Corner plot · 25 Nov 2026, 7:00 am'.
 * A visit of today says when in the day, right after the plot ('Corner plot · Afternoon (12 – 4 pm)');
 * a follow-up due says since when.
 */
function leadLine(lead: Lead, section: Section, day: string): string {
  const slot = section.visits ? visitOf(lead.details)?.slot : null;
  const due = section.followUps && lead.followUpDate ? `follow up ${lead.followUpDate === day ? 'today' : `since ${shortDay(lead.followUpDate)}`}` : '';
  return [lead.name, lead.phone, LEAD_SOURCE_LABELS[lead.source], lead.details?.plotTitle, slot ? VISIT_SLOT_LABELS[slot] : '', due, shortDateTime(lead.createdAt)]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The morning mail (09:00 India time) to each admin (core/lead-digest.ts chooses the leads): the
 * leads of the last 24 hours, those still untouched after 24 hours, the follow-ups due and the
 * site visits of today, each with its page, a call link and a WhatsApp link.
 */
function LeadDigestMail({ digest, origin, businessName }: { digest: LeadDigest } & AdminMailContext) {
  return (
    <MailLayout>
      <p>
        {`Good morning. The leads for ${longDay(digest.day)}: `}
        <strong>{summaryOf(digest)}</strong>.
      </p>
      {sectionsOf(digest).map((section) =>
        section.leads.length === 0 ? null : (
          <Fragment key={section.title}>
            <MailHeading>{`${section.title} (${section.leads.length})`}</MailHeading>
            <ul>
              {section.leads.map((lead) => (
                <li key={lead.id}>
                  <a href={leadPageLink(origin, lead)}>{leadLine(lead, section, digest.day)}</a>
                  {' — '}
                  <a href={telLink(lead.phone)}>call</a>
                  {' · '}
                  <a href={whatsappLink(whatsappNumberOfLead(lead.phone), `Hello ${lead.name}, this is ${businessName}.`)}>WhatsApp</a>
                </li>
              ))}
            </ul>
          </Fragment>
        ),
      )}
      <ActionLink href={`${origin}${adminPaths.leads()}`}>Open the lead board</ActionLink>
      <SmallPrint>You get this mail each morning when there is something to report. Turn it off in the back office: Settings → New lead mails.</SmallPrint>
    </MailLayout>
  );
}

/** The morning digest, subject and both bodies. */
export function leadDigestMail(digest: LeadDigest, context: AdminMailContext): ComposedMail {
  return {
    subject: `${context.businessName} leads, ${longDay(digest.day)}: ${summaryOf(digest)}`,
    ...renderMail(<LeadDigestMail digest={digest} {...context} />),
  };
}
