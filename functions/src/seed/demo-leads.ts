import type { VisitSlot } from '../core/constants';
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
