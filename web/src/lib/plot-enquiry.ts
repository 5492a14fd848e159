import { shortDate } from '@core/dates';
import type { Lead } from '@core/schemas/lead';
import { sitePaths } from '@core/site-paths';

/** What a plot enquiry is about, as the lead board and the dashboard show it. */
export interface PlotEnquiry {
  /** The plot's title as it was when the visitor asked ('A plot' if it was not recorded). */
  plotTitle: string;
  /** The plot's public page ('' when the lead does not name a plot). */
  href: string;
  /** The day the visitor would like to visit: YYYY-MM-DD and as the site writes dates ('5 Dec 2026'); '' for none. */
  visitDate: string;
  visitDateText: string;
}

/** The plot and visit day of a plot enquiry; null for any other lead. */
export function plotEnquiryOf(lead: Pick<Lead, 'source' | 'details'>): PlotEnquiry | null {
  if (lead.source !== 'plot-enquiry') return null;
  const details = lead.details ?? {};
  const plotId = details.plotId?.trim() ?? '';
  const plotTitle = details.plotTitle?.trim() || 'A plot';
  // A bare date is the visitor's day: read at noon UTC so every time zone keeps it.
  const visitDateText = details.visitDate && /^\d{4}-\d{2}-\d{2}$/.test(details.visitDate) ? shortDate(`${details.visitDate}T12:00:00Z`) : '';
  return {
    plotTitle,
    href: plotId ? sitePaths.plot({ id: plotId, title: plotTitle }) : '',
    visitDate: visitDateText ? (details.visitDate ?? '') : '',
    visitDateText,
  };
}
