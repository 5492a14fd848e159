import { VILLAGE_FIELD_DEFAULTS, type Region } from '@core/schemas/region';

/**
 * A stored region as the API answers it, for the web app's tests: Thullur, priced in the medium
 * band, its village page's fields blank. Only the fields a test cares about go in `overrides`.
 */
export function aRegion(overrides: Partial<Region> = {}): Region {
  return {
    id: 'thullur',
    region: 'Thullur',
    regionTe: '',
    ResidentialPriceMin: 45_000,
    ResidentialPriceMax: 50_000,
    CommercialPriceMin: 54_000,
    CommercialPriceMax: 60_000,
    ...VILLAGE_FIELD_DEFAULTS,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: null,
    ...overrides,
  };
}
