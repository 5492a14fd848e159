import { stringify } from 'csv-stringify/sync';
import { UTM_KEYS } from '../../core/constants';
import { siteDateTime } from '../../core/dates';
import { LEAD_FACT_LABELS, leadFacts, OFFER_FACT_KEYS, type LeadFact, type LeadFactKey } from '../../core/lead-facts';
import { boardStatus, LEAD_STATUS_TITLES } from '../../core/lead-status';
import type { Lead } from '../../core/schemas/lead';
import { VISIT_SLOT_LABELS, visitOf } from '../../core/visit-date';

/** A column of the export: its header and how a lead fills it. */
interface Column {
  header: string;
  cell: (lead: Lead, facts: ReadonlyMap<LeadFactKey, LeadFact>, siteOrigin: string) => string;
}

/** A column of one of the lead's facts (core/lead-facts.ts): its label, or `header` where the export names it otherwise. */
const fact = (key: LeadFactKey, header: string = LEAD_FACT_LABELS[key]): Column => ({ header, cell: (_lead, facts) => facts.get(key)?.value ?? '' });

const COLUMNS: readonly Column[] = [
  { header: 'Received (India time)', cell: (lead) => siteDateTime(lead.createdAt) },
  { header: 'Name', cell: (lead) => lead.name },
  { header: 'Phone', cell: (lead) => lead.phone },
  { header: 'Email', cell: (lead) => lead.email },
  { header: 'Status', cell: (lead) => LEAD_STATUS_TITLES[boardStatus(lead.status)] },
  fact('source', 'Source'),
  fact('plot'),
  { header: 'Plot page', cell: (_lead, facts) => facts.get('plot')?.href ?? '' },
  // An enquiry from a venture's page: the venture and every plot picked on its layout.
  fact('venture'),
  fact('plotNumbers'),
  // A plot enquiry that asked for copies of the documents we checked.
  fact('documentCopies'),
  // The visit's day as the visitor picked it (YYYY-MM-DD, a spreadsheet reads it as a date), and
  // its time of day ('Morning (9 am – 12 pm)') in the next column; empty for a visit without one.
  { header: 'Visit date', cell: (lead) => lead.details?.visitDate ?? '' },
  {
    header: 'Visit time',
    cell: (lead) => {
      const slot = visitOf(lead.details)?.slot;
      return slot ? VISIT_SLOT_LABELS[slot] : '';
    },
  },
  ...OFFER_FACT_KEYS.map((key) => fact(key)),
  fact('message'),
  fact('sentFrom'),
  { header: 'First page of the visit', cell: (lead, _facts, siteOrigin) => (lead.origin?.landing ? `${siteOrigin}${lead.origin.landing}` : '') },
  { header: 'Referrer', cell: (lead) => lead.origin?.referrer ?? '' },
  ...UTM_KEYS.map((key): Column => ({ header: `UTM ${key}`, cell: (lead) => lead.origin?.utm?.[key] ?? '' })),
];

/** The columns of the export, in order. */
export const LEAD_CSV_COLUMNS: readonly string[] = COLUMNS.map((column) => column.header);

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

/** One lead's cells, in the order of the columns. `siteOrigin`: the site's address, for links to its pages. */
function leadRow(lead: Lead, siteOrigin: string): string[] {
  const facts = new Map(leadFacts(lead, { origin: siteOrigin }).map((item) => [item.key, item]));
  return COLUMNS.map((column) => neutralised(column.cell(lead, facts, siteOrigin)));
}

/**
 * The leads as a CSV file for Excel or Google Sheets: UTF-8 with a BOM, a header row, CRLF line
 * ends, every cell quoted where it must be (commas, quotes, line breaks in a message) by
 * csv-stringify, formulas neutralised, times in India time, pages of the site as full addresses.
 */
export function leadsCsv(leads: readonly Lead[], siteOrigin: string): string {
  return BOM + stringify([[...LEAD_CSV_COLUMNS], ...leads.map((lead) => leadRow(lead, siteOrigin))], { record_delimiter: 'windows' });
}
