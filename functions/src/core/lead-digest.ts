import { VISIT_SLOTS } from './constants';
import { longDay, shortDateTime, shortDay, siteDay } from './dates';
import { followUpState } from './lead-follow-up';
import { leadPageLink, whatsappNumberOfLead } from './lead-notice';
import { LEAD_SOURCE_LABELS } from './lead-status';
import { escapeHtml } from './html-text';
import { telLink, whatsappLink } from './links';
import type { Lead } from './schemas/lead';
import { VISIT_SLOT_LABELS, visitOf } from './visit-date';

/**
 * The morning mail (09:00 India time) to each admin: the leads of the last 24 hours, the leads
 * still untouched after 24 hours (status New), the follow-ups due (today or overdue, open leads)
 * and the site visits of today. Nothing to report, no mail.
 */
export interface LeadDigest {
  /** The India day it is for (YYYY-MM-DD). */
  day: string;
  newLeads: Lead[];
  untouched: Lead[];
  /** Open leads whose follow-up day is today or has passed, the most overdue first. */
  followUpsDue: Lead[];
  visitsToday: Lead[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sorts the leads into the digest's lists, newest first in each; today's visits by their time of
 * day (morning first, a visit without one last), newest first within one. A lead may be in two
 * (new and visiting today).
 */
export function buildLeadDigest(leads: readonly Lead[], now: Date): LeadDigest {
  const day = siteDay(now);
  const since = now.getTime() - DAY_MS;
  const newest = [...leads].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const created = (lead: Lead) => Date.parse(lead.createdAt);
  return {
    day,
    newLeads: newest.filter((lead) => created(lead) > since && created(lead) <= now.getTime()),
    untouched: newest.filter((lead) => lead.status === 'new' && created(lead) <= since),
    followUpsDue: newest
      .filter((lead) => followUpState(lead, day) === 'overdue' || followUpState(lead, day) === 'today')
      .sort((a, b) => (a.followUpDate ?? '').localeCompare(b.followUpDate ?? '')),
    visitsToday: newest.filter((lead) => lead.details?.visitDate === day && lead.status !== 'resolved').sort((a, b) => slotOrder(a) - slotOrder(b)),
  };
}

/** Where a visit's time of day puts it in the day: 0 for the morning…, after them all for none. */
function slotOrder(lead: Lead): number {
  const slot = visitOf(lead.details)?.slot;
  return slot ? VISIT_SLOTS.indexOf(slot) : VISIT_SLOTS.length;
}

export function digestIsEmpty(digest: LeadDigest): boolean {
  return digest.newLeads.length + digest.untouched.length + digest.followUpsDue.length + digest.visitsToday.length === 0;
}


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

export function leadDigestMail(digest: LeadDigest, context: { origin: string; businessName: string }): { subject: string; text: string; html: string } {
  const { origin, businessName } = context;
  const sections: Section[] = [
    { title: 'New in the last 24 hours', leads: digest.newLeads },
    { title: 'Waiting for a first answer for over 24 hours', leads: digest.untouched },
    { title: 'Follow-ups due', leads: digest.followUpsDue, followUps: true },
    { title: 'Site visits asked for today', leads: digest.visitsToday, visits: true },
  ];
  const summary = [
    count(digest.newLeads.length, 'new lead', 'new leads'),
    `${digest.untouched.length} waiting`,
    ...(digest.followUpsDue.length > 0 ? [count(digest.followUpsDue.length, 'follow-up due', 'follow-ups due')] : []),
    count(digest.visitsToday.length, 'visit today', 'visits today'),
  ].join(', ');
  const subject = `${businessName} leads, ${longDay(digest.day)}: ${summary}`;
  // A visit of today says when in the day, right after the plot: 'Corner plot · Afternoon (12 – 4 pm)'.
  const line = (lead: Lead, section: Section) => {
    const about = lead.details?.plotTitle ? ` · ${lead.details.plotTitle}` : '';
    const slot = section.visits ? visitOf(lead.details)?.slot : null;
    const when = slot ? ` · ${VISIT_SLOT_LABELS[slot]}` : '';
    const due = section.followUps && lead.followUpDate ? ` · follow up ${lead.followUpDate === digest.day ? 'today' : `since ${shortDay(lead.followUpDate)}`}` : '';
    return `${lead.name} · ${lead.phone} · ${LEAD_SOURCE_LABELS[lead.source]}${about}${when}${due} · ${shortDateTime(lead.createdAt)}`;
  };

  const text = [
    `Good morning. The leads for ${longDay(digest.day)}: ${summary}.`,
    ...sections.flatMap((section) =>
      section.leads.length === 0
        ? []
        : ['', `${section.title} (${section.leads.length}):`, ...section.leads.map((lead) => `- ${line(lead, section)}: ${leadPageLink(origin, lead)}`)],
    ),
    '',
    `The lead board: ${origin}/admin/contacts`,
    '',
    'You get this mail each morning when there is something to report. Turn it off in the back office: Settings → New lead mails.',
  ].join('\n');

  const item = (lead: Lead, section: Section) => {
    const whatsapp = whatsappLink(whatsappNumberOfLead(lead.phone), `Hello ${lead.name}, this is ${businessName}.`);
    return `<li><a href="${escapeHtml(leadPageLink(origin, lead))}">${escapeHtml(line(lead, section))}</a> — <a href="${escapeHtml(telLink(lead.phone))}">call</a> · <a href="${escapeHtml(whatsapp)}">WhatsApp</a></li>`;
  };
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b">',
    `<p>Good morning. The leads for ${escapeHtml(longDay(digest.day))}: <strong>${escapeHtml(summary)}</strong>.</p>`,
    ...sections.flatMap((section) =>
      section.leads.length === 0 ? [] : [`<h3>${escapeHtml(section.title)} (${section.leads.length})</h3>`, '<ul>', ...section.leads.map((lead) => item(lead, section)), '</ul>'],
    ),
    `<p><a href="${escapeHtml(`${origin}/admin/contacts`)}">Open the lead board</a></p>`,
    '<p style="color:#64748b;font-size:13px">You get this mail each morning when there is something to report. Turn it off in the back office: Settings → New lead mails.</p>',
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
