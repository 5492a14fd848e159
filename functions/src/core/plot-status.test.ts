import { describe, expect, it } from 'vitest';
import { countStatuses, readPlotStatus, reservationExpired, reservationProblem, totalOf } from './plot-status';

describe('plot statuses', () => {
  it('needs a reservation to last from today to 90 days on, and only for a reserved plot', () => {
    expect(reservationProblem('reserved', '2026-11-27', '2026-11-27')).toBeNull();
    expect(reservationProblem('reserved', '2027-02-25', '2026-11-27')).toBeNull();
    expect(reservationProblem('reserved', '2027-02-26', '2026-11-27')).toBe('reservedUntilTooLate?days=90');
    expect(reservationProblem('reserved', '2026-11-26', '2026-11-27')).toBe('reservedUntilPast');
    expect(reservationProblem('reserved', undefined, '2026-11-27')).toBe('reservedUntilRequired');
    expect(reservationProblem('booked', undefined, '2026-11-27')).toBeNull();
  });

  it('lets a reservation run out only after its last day', () => {
    expect(reservationExpired({ status: 'reserved', reservedUntil: '2026-11-26' }, '2026-11-27')).toBe(true);
    expect(reservationExpired({ status: 'reserved', reservedUntil: '2026-11-27' }, '2026-11-27')).toBe(false);
    expect(reservationExpired({ status: 'sold', reservedUntil: '2026-11-01' }, '2026-11-27')).toBe(false);
  });

  it('counts plots by status; an unknown stored status reads as available', () => {
    const counts = countStatuses([{ status: 'available' }, { status: 'sold' }, { status: readPlotStatus('pending') }, { status: 'not-for-sale' }]);
    expect(counts).toEqual({ available: 2, reserved: 0, booked: 0, sold: 1, 'not-for-sale': 1 });
    expect(totalOf(counts)).toBe(4);
  });
});
