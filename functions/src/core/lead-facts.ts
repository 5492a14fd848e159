import { PLOT_CATEGORY_LABELS } from './constants';
import { longDay, shortDateTime } from './dates';
import { LEAD_SOURCE_LABELS } from './lead-status';
import type { Lead, LeadOrigin } from './schemas/lead';
import { sitePaths } from './site-paths';
import { VISIT_SLOT_LABELS, visitOf } from './visit-date';

/**
 * A lead's facts as labelled lines, in the order an admin reads them: the one list the lead board's
 * cards, the lead's page, the admins' mails and the CSV export take theirs from, each choosing the
 * keys it shows. English labels: the back office and the admins' mails are English.
 */
export const LEAD_FACT_LABELS = {
  source: 'Came through',
  received: 'Received',
  cameFrom: 'Came from',
  venture: 'Venture',
  plotNumbers: 'Plot numbers',
  plot: 'Plot',
  visit: 'Would like to visit on',
  documentCopies: 'Documents',
  category: 'Category',
  location: 'Location',
  area: 'Area',
  expectedPrice: 'Expected price',
  message: 'Message',
  sentFrom: 'Sent from',
  firstAnswered: 'First answered',
} as const;

export type LeadFactKey = keyof typeof LEAD_FACT_LABELS;

/** What a plot enquiry that asked for copies of the documents we checked says of it. */
const DOCUMENT_COPIES_ASKED = 'Asked for copies of the documents';

export interface LeadFact {
  key: LeadFactKey;
  label: string;
  value: string;
  /** Where the value links to (the plot's or the venture's page). */
  href?: string;
}

/** What a seller offers (a sell enquiry), in the order of the form. */
export const OFFER_FACT_KEYS = ['category', 'location', 'area', 'expectedPrice'] as const satisfies readonly LeadFactKey[];

/** The site that linked to the visit, by its host name ('' when unknown or unreadable). */
function referrerHost(referrer: string | undefined): string {
  if (!referrer) return '';
  try {
    return new URL(referrer).host;
  } catch {
    return '';
  }
}

/**
 * Where a lead came from in one short line: the page it was sent from, the campaign's utm
 * source / medium / campaign, and the site that linked to the visit —
 * '/te/contact · whatsapp / social / diwali · via l.wa.me'. '' when nothing is known.
 */
export function originText(origin: LeadOrigin | null): string {
  if (!origin) return '';
  const campaign = [origin.utm?.source, origin.utm?.medium, origin.utm?.campaign].filter(Boolean).join(' / ');
  const host = referrerHost(origin.referrer);
  return [origin.page ?? origin.landing ?? '', campaign, host ? `via ${host}` : ''].filter(Boolean).join(' · ');
}

/**
 * The facts a lead has (none with an empty value), in LEAD_FACT_LABELS' order; `only` keeps those
 * keys (still in that order). `origin`: the site's address, put before the pages of the site (the
 * plot's page, the page the lead was sent from) — '' leaves them as paths.
 */
export function leadFacts(lead: Lead, options: { origin?: string; only?: readonly LeadFactKey[] } = {}): LeadFact[] {
  const { origin = '', only } = options;
  const details = lead.details ?? {};
  const visit = visitOf(details);
  const plotTitle = details.plotTitle || details.plotId || '';
  const values: Record<LeadFactKey, Omit<LeadFact, 'key' | 'label'>> = {
    source: { value: LEAD_SOURCE_LABELS[lead.source] },
    received: { value: shortDateTime(lead.createdAt) },
    cameFrom: { value: originText(lead.origin) },
    venture: {
      value: details.ventureName || details.ventureId || '',
      ...(details.ventureId ? { href: `${origin}${sitePaths.venture({ id: details.ventureId, name: details.ventureName || details.ventureId })}` } : {}),
    },
    plotNumbers: { value: (details.plotNumbers ?? []).filter(Boolean).join(', ') },
    plot: { value: plotTitle, ...(details.plotId ? { href: `${origin}${sitePaths.plot({ id: details.plotId, title: plotTitle })}` } : {}) },
    visit: { value: visit ? [longDay(visit.date), visit.slot ? VISIT_SLOT_LABELS[visit.slot] : ''].filter(Boolean).join(', ') : '' },
    documentCopies: { value: details.documentCopies ? DOCUMENT_COPIES_ASKED : '' },
    category: { value: details.category ? PLOT_CATEGORY_LABELS[details.category] : '' },
    location: { value: details.location ?? '' },
    area: { value: details.area ?? '' },
    expectedPrice: { value: details.expectedPrice ?? '' },
    message: { value: details.message ?? '' },
    sentFrom: { value: lead.origin?.page ? `${origin}${lead.origin.page}` : '' },
    firstAnswered: { value: shortDateTime(lead.firstResponseAt) },
  };
  return (Object.keys(LEAD_FACT_LABELS) as LeadFactKey[])
    .filter((key) => (!only || only.includes(key)) && values[key].value !== '')
    .map((key) => ({ key, label: LEAD_FACT_LABELS[key], ...values[key] }));
}
