import type { LeadHistoryEntry } from '@core/schemas/lead-history';
import { describe, expect, it } from 'vitest';
import { historyActor, historyText } from './history-text';

const by = { id: 'a1', email: 'office@example.com' };
const entry = (kind: LeadHistoryEntry['kind'], from: string | null, to: string | null): LeadHistoryEntry => ({
  id: 'e1',
  leadId: 'l1',
  at: '2026-12-01T05:00:00.000Z',
  by,
  kind,
  from,
  to,
  text: null,
});

describe('a lead history line', () => {
  it('says what changed, from what to what', () => {
    expect(historyText({ ...entry('created', null, null), by: null }, 'plot-enquiry')).toBe('Sent the plot enquiry');
    expect(historyText(entry('status', 'new', 'in_progress'), 'contact')).toBe('Moved from New to In Progress');
    expect(historyText(entry('status', 'archived', 'resolved'), 'contact')).toBe('Moved from archived to Resolved');
    expect(historyText(entry('followUp', null, '2026-12-05'), 'contact')).toBe('Follow-up set for 5 Dec 2026');
    expect(historyText(entry('followUp', '2026-12-05', '2026-12-08'), 'contact')).toBe('Follow-up moved from 5 Dec 2026 to 8 Dec 2026');
    expect(historyText(entry('followUp', '2026-12-05', null), 'contact')).toBe('Follow-up of 5 Dec 2026 cleared');
    expect(historyText(entry('assigned', null, 'sales@example.com'), 'contact')).toBe('Assigned to sales@example.com');
    expect(historyText(entry('assigned', 'sales@example.com', 'office@example.com'), 'contact')).toBe('Reassigned from sales@example.com to office@example.com');
    expect(historyText(entry('assigned', 'sales@example.com', null), 'contact')).toBe('No longer assigned to sales@example.com');
    expect(historyText(entry('visit', null, '2026-12-05 morning'), 'contact')).toBe('Site visit booked for 5 Dec 2026, Morning (9 am – 12 pm)');
    expect(historyText(entry('visit', '2026-12-05 morning', '2026-12-06 evening'), 'contact')).toBe(
      'Site visit moved from 5 Dec 2026, Morning (9 am – 12 pm) to 6 Dec 2026, Evening (4 – 7 pm)',
    );
    expect(historyText(entry('visit', '2026-12-05', null), 'contact')).toBe('Site visit of 5 Dec 2026 cancelled');
    expect(historyText({ ...entry('note', null, null), text: 'Called' }, 'contact')).toBe('Added a note');
  });

  it('names the admin, or the visitor for what they sent', () => {
    expect(historyActor(entry('status', 'new', 'resolved'), 'Ravi')).toBe('office@example.com');
    expect(historyActor({ ...entry('created', null, null), by: null }, 'Ravi')).toBe('Ravi');
  });
});
