import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../ports/events';
import { aPlot } from '../testing/builders';
import { ventureCountDeltas } from './venture-count-deltas';

const stamps = { id: 'p1', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: null };
const plot = (ventureId: string, status: ReturnType<typeof aPlot>['status']) => ({ ...aPlot({ ventureId, status }), ...stamps });

describe('ventureCountDeltas', () => {
  it.each<[string, DomainEvent, ReturnType<typeof ventureCountDeltas>]>([
    ['a plot of a venture created', { id: 'e', type: 'plot.created', plot: plot('v1', 'available') }, { v1: { available: 1 } }],
    ['a plot of a venture deleted', { id: 'e', type: 'plot.deleted', plot: plot('v1', 'sold') }, { v1: { sold: -1 } }],
    ['a plot of no venture created', { id: 'e', type: 'plot.created', plot: plot('', 'available') }, null],
    ['a status changed', { id: 'e', type: 'plot.updated', before: plot('v1', 'available'), after: plot('v1', 'reserved') }, { v1: { available: -1, reserved: 1 } }],
    ['a plot moved to another venture', { id: 'e', type: 'plot.updated', before: plot('v1', 'available'), after: plot('v2', 'available') }, { v1: { available: -1 }, v2: { available: 1 } }],
    ['a plot unlinked', { id: 'e', type: 'plot.updated', before: plot('v1', 'booked'), after: plot('', 'booked') }, { v1: { booked: -1 } }],
    ['a plot linked', { id: 'e', type: 'plot.updated', before: plot('', 'available'), after: plot('v1', 'available') }, { v1: { available: 1 } }],
    ['an edit keeping venture and status', { id: 'e', type: 'plot.updated', before: plot('v1', 'available'), after: { ...plot('v1', 'available'), title: 'Renamed' } }, null],
    ['a reservation moved to another day', { id: 'e', type: 'plot.updated', before: { ...plot('v1', 'reserved'), reservedUntil: '2026-01-01' }, after: { ...plot('v1', 'reserved'), reservedUntil: '2026-01-05' } }, null],
  ])('%s', (_label, event, expected) => {
    expect(ventureCountDeltas(event)).toEqual(expected);
  });

  it('counts nothing for events that are not about plots', () => {
    expect(ventureCountDeltas({ id: 'e', type: 'settings.updated', settings: {} as never })).toBeNull();
  });
});
