import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from '../core/constants';
import type { BlogData } from '../core/schemas/blog';
import { plotPageDefaults, type PlotData } from '../core/schemas/plot';
import type { RegionInput } from '../core/schemas/region';
import type { SiteSettings } from '../core/schemas/settings';
import { priceUnitFor, totalPriceRupees } from '../core/price';
import type { PlotRecord } from '../ports/store';

/** Data builders for tests: a sensible default and only the fields a test cares about. */

/** A plot, available, in Thullur: 1,800 sq ft (200 sq yd) at ₹50,000 / sq yd = ₹1 crore. */
export function aPlot(overrides: Partial<PlotData> = {}): PlotRecord & PlotData {
  const data: PlotData = {
    title: 'Residential plot near Seed Access Road',
    location: 'Thullur',
    type: 'Residential',
    category: 'residential',
    pricePerSqYard: 50_000,
    area: 1800,
    roadWidth: 12,
    roadFacing: 'East',
    status: 'available',
    features: ['APCRDA approved', 'Gated layout'],
    description: 'Corner plot in an approved layout.',
    imageUrl: '',
    imagePublicId: '',
    coordinates: { latitude: 16.5, longitude: 80.5 },
    featured: false,
    ...plotPageDefaults(),
    ...overrides,
  };
  const price = totalPriceRupees(data.area, data.pricePerSqYard);
  return { ...data, price, priceUnit: priceUnitFor(price) };
}

export function aRegion(overrides: Partial<RegionInput> = {}): RegionInput {
  return {
    region: 'Rayapudi',
    regionTe: '',
    ResidentialPriceMin: 45_000,
    ResidentialPriceMax: 55_000,
    CommercialPriceMin: 60_000,
    CommercialPriceMax: 75_000,
    ...overrides,
  };
}

export function aBlog(overrides: Partial<BlogData> = {}): BlogData {
  return {
    title: 'Capital works resume on the seed access road',
    titleTe: '',
    category: 'News',
    content: 'Work has resumed.\nMore updates soon.',
    contentTe: '',
    ...overrides,
  };
}

export function someSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    businessName: 'Amaravati Plots',
    phone: '+91 90000 00000',
    whatsappNumber: '919000000000',
    email: 'hello@example.com',
    address: 'Main Road, Thullur, Amaravati, Andhra Pradesh',
    addressTe: '',
    mapsUrl: '',
    mapTileUrl: DEFAULT_MAP_TILE_URL,
    mapAttribution: DEFAULT_MAP_ATTRIBUTION,
    social: { facebook: '', instagram: '', twitter: '', youtube: '', linkedin: '' },
    ...overrides,
  };
}
