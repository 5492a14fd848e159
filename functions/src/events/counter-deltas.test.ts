import { describe, expect, it } from 'vitest';
import type { Lead } from '../core/schemas/lead';
import type { DomainEvent } from '../ports/events';
import { aBlog, aPlot, aRegion, someSettings } from '../testing/builders';
import { counterDeltas } from './counter-deltas';

const lead = (status: string): Lead => ({
  id: 'l1',
  name: 'Ravi Kumar',
  phone: '9876543210',
  email: 'ravi@example.com',
  status,
  source: 'contact',
  details: null,
  origin: null,
  followUpDate: null,
  assignedTo: null,
  firstResponseAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: null,
});
const plot = { ...aPlot(), id: 'p1', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: null };
const blog = { ...aBlog(), id: 'b1', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: null };
const region = { ...aRegion(), id: 'r1', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: null };

describe('counterDeltas', () => {
  it.each<[DomainEvent, ReturnType<typeof counterDeltas>]>([
    [{ id: 'e', type: 'lead.created', lead: lead('new') }, { leads: 1, newLeads: 1 }],
    [{ id: 'e', type: 'lead.created', lead: lead('in_progress') }, { leads: 1, newLeads: 0 }],
    [{ id: 'e', type: 'lead.deleted', lead: lead('new') }, { leads: -1, newLeads: -1 }],
    [{ id: 'e', type: 'lead.deleted', lead: lead('resolved') }, { leads: -1, newLeads: 0 }],
    [{ id: 'e', type: 'lead.statusChanged', before: lead('new'), after: lead('in_progress') }, { newLeads: -1 }],
    [{ id: 'e', type: 'lead.statusChanged', before: lead('archived'), after: lead('new') }, { newLeads: 1 }],
    [{ id: 'e', type: 'lead.statusChanged', before: lead('in_progress'), after: lead('resolved') }, null],
    [{ id: 'e', type: 'plot.created', plot }, { plots: 1 }],
    [{ id: 'e', type: 'plot.deleted', plot }, { plots: -1 }],
    [{ id: 'e', type: 'plot.updated', before: plot, after: { ...plot, status: 'sold' } }, null],
    [{ id: 'e', type: 'blog.created', blog }, { blogs: 1 }],
    [{ id: 'e', type: 'blog.deleted', blog }, { blogs: -1 }],
    [{ id: 'e', type: 'blog.updated', blog }, null],
    [{ id: 'e', type: 'region.created', region }, null],
    [{ id: 'e', type: 'region.updated', region }, null],
    [{ id: 'e', type: 'region.deleted', region }, null],
    [{ id: 'e', type: 'settings.updated', settings: someSettings() }, null],
  ])('%o → %o', (event, expected) => {
    expect(counterDeltas(event)).toEqual(expected);
  });
});
