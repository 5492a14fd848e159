import { shortDay } from '@core/dates';
import type { Lead } from '@core/schemas/lead';
import { sitePaths } from '@core/site-paths';
import { VISIT_SLOT_LABELS, visitOf, visitText } from '@core/visit-date';

/** What a plot enquiry is about, as the lead board and the dashboard show it. */
export interface PlotEnquiry {
  /** The plot's title as it was when the visitor asked ('A plot' if it was not recorded). */
  plotTitle: string;
  /** The plot's public page ('' when the lead does not name a plot). */
  href: string;
  /** The day the visitor would like to visit: YYYY-MM-DD and as the site writes dates ('5 Dec 2026'); '' for none. */
  visitDate: string;
  visitDateText: string;
  /** The part of that day ('Morning (9 am – 12 pm)'); '' for none (no visit, or one asked for before slots were). */
  visitSlotText: string;
  /** The whole visit in one phrase ('5 Dec 2026, Morning (9 am – 12 pm)'); '' for none. */
  visitText: string;
}

/** The plot and site visit of a plot enquiry; null for any other lead. */
export function plotEnquiryOf(lead: Pick<Lead, 'source' | 'details'>): PlotEnquiry | null {
  if (lead.source !== 'plot-enquiry') return null;
  const details = lead.details ?? {};
  const plotId = details.plotId?.trim() ?? '';
  const plotTitle = details.plotTitle?.trim() || 'A plot';
  const visit = visitOf(details);
  return {
    plotTitle,
    href: plotId ? sitePaths.plot({ id: plotId, title: plotTitle }) : '',
    visitDate: visit?.date ?? '',
    visitDateText: visit ? shortDay(visit.date) : '',
    visitSlotText: visit?.slot ? VISIT_SLOT_LABELS[visit.slot] : '',
    visitText: visit ? visitText(visit) : '',
  };
}
