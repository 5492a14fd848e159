import { ventureInputSchema, type LayoutPlot, type Venture } from '@core/schemas/venture';

/**
 * A venture as the admin API answers it (GET /api/admin/ventures/:id), for the web app's tests:
 * 'Sri Sai Nagar' in Thullur ('thullur') on a 1000×600 plan at layout version 3, every other
 * field as the core schema defaults it. Only the fields a test cares about go in `overrides`.
 */
export function anAdminVenture(overrides: Partial<Venture> = {}): Venture {
  return {
    ...ventureInputSchema.parse({ name: 'Sri Sai Nagar', regionId: 'thullur' }),
    id: 'v1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: null,
    layout: { image: { url: '/images/plan.png', publicId: 'plan', width: 1000, height: 600 }, version: 3 },
    ...overrides,
  };
}

/**
 * A plot of the venture as the layout editor's read lists it: available, 200 sq.yd facing East at
 * ₹20,000 / sq.yd, no enquiry yet; `number` is its number in the venture.
 */
export function aLayoutPlot(id: string, number: string, overrides: Partial<LayoutPlot> = {}): LayoutPlot {
  return {
    id,
    number,
    status: 'available',
    reservedUntil: '',
    areaSqFt: 1800,
    roadFacing: 'East',
    pricePerSqYard: 20_000,
    price: 4_000_000,
    priceUnit: 'lakhs',
    segment: `${id}-plot-${number}`,
    title: `Plot ${number}`,
    enquiries: 0,
    ...overrides,
  };
}
