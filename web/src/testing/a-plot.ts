import { priceUnitFor, totalPriceRupees } from '@core/price';
import { plotInputSchema, type Plot } from '@core/schemas/plot';

/**
 * A stored plot as the API answers it, for the web app's tests: available, in Thullur, 1,800 sq
 * ft at ₹50,000 / sq yd, with a location; every other field as the core schema defaults it, price
 * and unit computed as the server does. Only the fields a test cares about go in `overrides`.
 */
export function aPlot(overrides: Partial<Plot> = {}): Plot {
  const area = overrides.area ?? 1800;
  const pricePerSqYard = overrides.pricePerSqYard ?? 50_000;
  const price = totalPriceRupees(area, pricePerSqYard);
  return {
    ...plotInputSchema.parse({
      title: 'Residential plot',
      location: 'Thullur',
      type: 'Residential',
      category: 'residential',
      pricePerSqYard: 50_000,
      area: 1800,
      roadWidth: 12,
      roadFacing: 'East',
      coordinates: { latitude: 16.5, longitude: 80.5 },
    }),
    id: 'p1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: null,
    ...overrides,
    area,
    pricePerSqYard,
    price,
    priceUnit: priceUnitFor(price),
  };
}
