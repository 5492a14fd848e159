import { priceUnitFor, totalPriceRupees } from '@core/price';
import { plotPageDefaults, type Plot } from '@core/schemas/plot';

/**
 * A stored plot as the API answers it, for the web app's tests: available, in Thullur, 1,800 sq
 * ft at ₹50,000 / sq yd, with a location; price and unit computed as the server does. Only the
 * fields a test cares about go in `overrides`.
 */
export function aPlot(overrides: Partial<Plot> = {}): Plot {
  const area = overrides.area ?? 1800;
  const pricePerSqYard = overrides.pricePerSqYard ?? 50_000;
  const price = totalPriceRupees(area, pricePerSqYard);
  return {
    ...plotPageDefaults(),
    id: 'p1',
    title: 'Residential plot',
    titleTe: '',
    location: 'Thullur',
    type: 'Residential',
    category: 'residential',
    roadWidth: 12,
    roadFacing: 'East',
    status: 'available',
    features: [],
    description: '',
    descriptionTe: '',
    imageUrl: '',
    imagePublicId: '',
    coordinates: { latitude: 16.5, longitude: 80.5 },
    featured: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: null,
    ...overrides,
    area,
    pricePerSqYard,
    price,
    priceUnit: priceUnitFor(price),
  };
}
