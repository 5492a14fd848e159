import { describe, expect, it } from 'vitest';
import { availabilityVersion, previewVersion, ventureAvailability } from './venture-availability';

const plots = [
  { id: 'b', status: 'available' as const, reservedUntil: '' },
  { id: 'a', status: 'reserved' as const, reservedUntil: '2026-12-01' },
];

describe('venture availability', () => {
  it('has a version of 16 hex digits that ignores the order of the plots', () => {
    expect(availabilityVersion(plots)).toMatch(/^[0-9a-f]{16}$/);
    expect(availabilityVersion([...plots].reverse())).toBe(availabilityVersion(plots));
  });

  it('changes the version with a status, a reservation day, or a plot joining', () => {
    const base = availabilityVersion(plots);
    expect(availabilityVersion([plots[0]!, { ...plots[1]!, status: 'sold', reservedUntil: '' }])).not.toBe(base);
    expect(availabilityVersion([plots[0]!, { ...plots[1]!, reservedUntil: '2026-12-02' }])).not.toBe(base);
    expect(availabilityVersion([...plots, { id: 'c', status: 'available', reservedUntil: '' }])).not.toBe(base);
    expect(availabilityVersion([])).toMatch(/^[0-9a-f]{16}$/);
  });

  it('gives each plot its state and counts them by status', () => {
    expect(ventureAvailability(plots)).toEqual({
      version: availabilityVersion(plots),
      statuses: { a: { status: 'reserved', reservedUntil: '2026-12-01' }, b: { status: 'available', reservedUntil: '' } },
      counts: { available: 1, reserved: 1, booked: 0, sold: 0, 'not-for-sale': 0 },
    });
  });

  it("changes the link-preview picture's version with the availability, every layout save and a new plan", () => {
    const layout = { version: 4, image: { publicId: 'plan-a' } };
    const base = previewVersion(plots, layout);
    expect(base).toMatch(/^[0-9a-f]{16}$/);
    expect(previewVersion([...plots].reverse(), { ...layout })).toBe(base);
    expect(previewVersion([plots[0]!, { ...plots[1]!, status: 'sold', reservedUntil: '' }], layout)).not.toBe(base);
    expect(previewVersion(plots, { ...layout, version: 5 })).not.toBe(base);
    expect(previewVersion(plots, { ...layout, image: { publicId: 'plan-b' } })).not.toBe(base);
    expect(previewVersion(plots, { ...layout, image: null })).not.toBe(base);
  });
});
