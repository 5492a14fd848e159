import type { PlotStatus, VisitSlot } from '../core/constants';
import type { NewLead } from '../ports/store';

/**
 * A few enquiries so the lead board and dashboard are not empty. Invented names (not real people),
 * fictitious numbers and example.com addresses; one is a sell enquiry with its details.
 * `status` is where the demo moves the lead after creating it (every lead starts as 'new');
 * `followUpInDays` and `visit` give it a follow-up day and a site visit that many days from the
 * day the demo is seeded (one follow-up already overdue, so the board shows its marker).
 */
export interface DemoLead extends NewLead {
  status?: string;
  followUpInDays?: number;
  visit?: { inDays: number; slot: VisitSlot };
}

export const DEMO_LEADS: readonly DemoLead[] = [
  { name: 'Sravani Kommineni', phone: '9876500011', email: 'sravani.k@example.com', source: 'contact', status: 'resolved' },
  { name: 'Ravi Teja Pallapothu', phone: '9876500022', email: 'raviteja.p@example.com', source: 'contact', status: 'in_progress', followUpInDays: -1 },
  {
    name: 'Lakshmi Narayana Gunturu',
    phone: '9876500033',
    email: 'ln.gunturu@example.com',
    source: 'sell',
    details: {
      category: 'agricultural',
      location: 'Nidamarru',
      area: '1.5 acres',
      expectedPrice: '₹2.4 Cr',
      message: 'Mango orchard with a borewell, clear title. Prefer to sell before the next season.',
    },
  },
  { name: 'Harika Vemuri', phone: '9876500044', email: 'harika.v@example.com', source: 'contact', followUpInDays: 2 },
  { name: 'Suresh Babu Alapati', phone: '9876500055', email: 'suresh.alapati@example.com', source: 'contact', visit: { inDays: 1, slot: 'morning' } },
];

/** What the venture leads need of a seeded venture: its id and name, and its plots' ids, numbers, titles and statuses. */
interface VentureForLeads {
  venture: { id: string; name: string };
  plots: readonly VenturePlotForLeads[];
}
type VenturePlotForLeads = { id: string; plotNumber: string; title: string; status: PlotStatus };

/**
 * Enquiries about the demo ventures' plots, so their plots show enquiries in the layout editor and
 * the board shows both kinds, with the details the API gives them: a plot enquiry (one plot, as a
 * plot's page sends it: its id and title) and a venture enquiry (several plots picked on a
 * venture's layout: the first as the plot, then the venture and every plot's id and number).
 * Invented names, fictitious numbers.
 */
export function demoVentureLeads(ventures: readonly VentureForLeads[]): DemoLead[] {
  const [first, second, third] = ventures;
  if (!first || !second || !third) return [];
  /** The venture's `skip`-th plot in `status` (its seeded plots have every status; else its `skip`-th plot). */
  const pick = (venture: VentureForLeads, status: PlotStatus, skip = 0) => venture.plots.filter((plot) => plot.status === status)[skip] ?? venture.plots[skip]!;
  const plotEnquiry = (plot: VenturePlotForLeads) => ({ plotId: plot.id, plotTitle: plot.title });
  const ventureEnquiry = (venture: VentureForLeads, plots: readonly [VenturePlotForLeads, ...VenturePlotForLeads[]]) => ({
    ...plotEnquiry(plots[0]),
    ventureId: venture.venture.id,
    ventureName: venture.venture.name,
    plotIds: plots.map((plot) => plot.id),
    plotNumbers: plots.map((plot) => plot.plotNumber),
  });
  return [
    {
      name: 'Pavan Kumar Nallamothu',
      phone: '9876500066',
      email: 'pavan.n@example.com',
      source: 'plot-enquiry',
      details: plotEnquiry(pick(first, 'available')),
      visit: { inDays: 2, slot: 'morning' },
    },
    {
      name: 'Divya Sree Yarlagadda',
      phone: '9876500077',
      email: 'divya.y@example.com',
      source: 'plot-enquiry',
      details: plotEnquiry(pick(second, 'reserved')),
      status: 'in_progress',
      followUpInDays: 1,
    },
    {
      name: 'Kiran Babu Bollineni',
      phone: '9876500088',
      email: 'kiran.b@example.com',
      source: 'plot-enquiry',
      details: ventureEnquiry(second, [pick(second, 'available', 2), pick(second, 'available', 3)]),
    },
    {
      name: 'Anitha Rani Pinnamaneni',
      phone: '9876500099',
      email: 'anitha.p@example.com',
      source: 'plot-enquiry',
      details: ventureEnquiry(first, [pick(first, 'available'), pick(first, 'available', 1), pick(first, 'available', 2)]),
    },
    {
      name: 'Venkata Ramana Kodali',
      phone: '9876500100',
      email: 'vr.kodali@example.com',
      source: 'plot-enquiry',
      details: ventureEnquiry(third, [pick(third, 'available', 3), pick(third, 'booked')]),
      status: 'in_progress',
    },
  ];
}
