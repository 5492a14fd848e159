import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from '../core/constants';
import type { BlogData } from '../core/schemas/blog';
import { noDocumentChecks } from '../core/document-checks';
import { plotPageDefaults, type PlotData } from '../core/schemas/plot';
import { VILLAGE_FIELD_DEFAULTS, type RegionInput } from '../core/schemas/region';
import type { SiteSettings } from '../core/schemas/settings';
import type { LayoutShape, VentureData } from '../core/schemas/venture';
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

/**
 * A venture in Thullur, selling, approved by APCRDA and registered with AP RERA, with no photos and
 * a plan of unknown scale; its plots default to 200 sq yd East-facing at ₹25,000 / sq yd.
 */
export function aVenture(overrides: Partial<VentureData> = {}): VentureData {
  return {
    name: 'Sri Sai Nagar Phase 2',
    nameTe: '',
    developer: 'Sai Developers',
    regionId: 'thullur',
    coordinates: { latitude: 16.52, longitude: 80.46 },
    layoutAuthority: 'APCRDA',
    layoutPermitNumber: 'LP No. 31/2020',
    reraNumber: 'P06060125894',
    totalExtentAcres: 12.5,
    saleStatus: 'selling',
    amenities: ['Children\'s park', 'Temple site'],
    description: 'A gated layout beside the seed access road.',
    descriptionTe: '',
    images: [],
    plotDefaults: { pricePerSqYard: 25_000, roadFacing: 'East', category: 'residential', type: 'Residential', areaSqYd: 200, roadWidth: 9 },
    feetPerPlanUnit: 0,
    documents: noDocumentChecks(),
    ...overrides,
  };
}

/** A plot shape of a layout: a 40 × 60 rectangle of the plan at (x, y), labelled with its number. */
export function aPlotShape(overrides: Partial<LayoutShape> & { x?: number; y?: number } = {}): LayoutShape {
  const { x = 10, y = 10, ...shape } = overrides;
  return {
    id: 'shape-1',
    kind: 'plot',
    label: '1',
    points: [
      [x, y],
      [x + 40, y],
      [x + 40, y + 60],
      [x, y + 60],
    ],
    plotId: null,
    ...shape,
  };
}

export function aRegion(overrides: Partial<RegionInput> = {}): RegionInput {
  return {
    region: 'Rayapudi',
    regionTe: '',
    ResidentialPriceMin: 45_000,
    ResidentialPriceMax: 55_000,
    CommercialPriceMin: 60_000,
    CommercialPriceMax: 75_000,
    ...VILLAGE_FIELD_DEFAULTS,
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
