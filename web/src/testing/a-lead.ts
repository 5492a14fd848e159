import type { Lead } from '@core/schemas/lead';

/**
 * A lead as the admin API answers it, for the web app's tests: Ravi Kumar's contact form, New,
 * sent on 1 March 2025, with nothing else recorded. Only the fields a test cares about go in
 * `overrides` (`id` always: the board shows each id once).
 */
export function aLead(overrides: Partial<Lead> & { id: string }): Lead {
  return {
    name: 'Ravi Kumar',
    phone: '9876543210',
    email: 'ravi@example.com',
    status: 'new',
    source: 'contact',
    details: null,
    origin: null,
    followUpDate: null,
    assignedTo: null,
    firstResponseAt: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: null,
    ...overrides,
  };
}
