import { stringify } from 'csv-stringify/sync';
import { PLOT_CATEGORY_LABELS, UTM_KEYS } from '../../core/constants';
import { siteDateTime } from '../../core/dates';
import { boardStatus, LEAD_SOURCE_LABELS, LEAD_STATUS_TITLES } from '../../core/lead-status';
import type { Lead } from '../../core/schemas/lead';
import { sitePaths } from '../../core/site-paths';
import { VISIT_SLOT_LABELS, visitOf } from '../../core/visit-date';

/** The columns of the export, in order. */
export const LEAD_CSV_COLUMNS = [
  'Received (India time)',
  'Name',
  'Phone',
  'Email',
  'Status',
  'Source',
  'Plot',
  'Plot page',
  'Visit date',
  'Visit time',
  'Category',
  'Location',
  'Area',
  'Expected price',
  'Message',
  'Sent from',
  'First page of the visit',
  'Referrer',
  'UTM source',
  'UTM medium',
  'UTM campaign',
  'UTM term',
  'UTM content',
] as const;

/** Excel reads the file as UTF-8 (Telugu names and ₹ intact) only when it starts with a byte-order mark. */
const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * before one) gets a leading apostrophe, as OWASP advises against CSV injection: a visitor's name
 * `=HYPERLINK(…)` shows as text. A phone number never starts with one of them.
 */
export function neutralised(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** One lead's cells, in the order of LEAD_CSV_COLUMNS. `siteOrigin`: the site's address, for links to its pages. */
function leadRow(lead: Lead, siteOrigin: string): string[] {
  const details = lead.details ?? {};
  const origin = lead.origin ?? {};
  const onSite = (path: string | undefined) => (path ? `${siteOrigin}${path}` : '');
  // The time of day of a visit ('Morning (9 am – 12 pm)'), next to its day; empty for a visit asked for without one.
  const visitSlot = visitOf(details)?.slot;
  return [
    siteDateTime(lead.createdAt),
    lead.name,
    lead.phone,
    lead.email,
    LEAD_STATUS_TITLES[boardStatus(lead.status)],
    LEAD_SOURCE_LABELS[lead.source],
    details.plotTitle ?? '',
    details.plotId ? onSite(sitePaths.plot({ id: details.plotId, title: details.plotTitle ?? '' })) : '',
    details.visitDate ?? '',
    visitSlot ? VISIT_SLOT_LABELS[visitSlot] : '',
    details.category ? PLOT_CATEGORY_LABELS[details.category] : '',
    details.location ?? '',
    details.area ?? '',
    details.expectedPrice ?? '',
    details.message ?? '',
    onSite(origin.page),
    onSite(origin.landing),
    origin.referrer ?? '',
    ...UTM_KEYS.map((key) => origin.utm?.[key] ?? ''),
  ].map(neutralised);
}

/**
 * The leads as a CSV file for Excel or Google Sheets: UTF-8 with a BOM, a header row, CRLF line
 * ends, every cell quoted where it must be (commas, quotes, line breaks in a message) by
 * csv-stringify, formulas neutralised, times in India time, pages of the site as full addresses.
 */
export function leadsCsv(leads: readonly Lead[], siteOrigin: string): string {
  return BOM + stringify([[...LEAD_CSV_COLUMNS], ...leads.map((lead) => leadRow(lead, siteOrigin))], { record_delimiter: 'windows' });
}
