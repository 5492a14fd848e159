import type { RegionInput } from '../core/schemas/region';

/**
 * Capital-region villages with demo prices per square yard, built from the press ranges in
 * docs/product.md §11 (2024–25): core capital ₹45k–60k; Kuragallu, Nidamarru, Inavolu ₹28k–45k; Kaza–Namburu
 * ₹24k–30k; Tadepalli, Undavalli, Mangalagiri ₹40k–60k. The other villages get invented ranges in
 * between. Commercial always runs above residential, and the residential averages land in all three
 * colour bands (low < 45k, medium 45k–55k, high ≥ 55k).
 *
 * `centre` is an approximate village location, used to place demo plots on the map. Every village
 * has its Telugu name, as the village is written in Telugu (for the Telugu site).
 */
export interface DemoRegion extends RegionInput {
  centre: { latitude: number; longitude: number };
}

function region(
  name: string,
  nameTe: string,
  residential: [number, number],
  commercial: [number, number],
  latitude: number,
  longitude: number,
): DemoRegion {
  return {
    region: name,
    regionTe: nameTe,
    ResidentialPriceMin: residential[0],
    ResidentialPriceMax: residential[1],
    CommercialPriceMin: commercial[0],
    CommercialPriceMax: commercial[1],
    description: `${name} is one of the villages of the Amaravati capital region in Guntur district, where land pooled for the capital comes back to farmers as returnable plots. Open residential plots sell here for ₹${residential[0].toLocaleString('en-IN')} to ₹${residential[1].toLocaleString('en-IN')} per square yard today; ask us which layouts are approved and which plots have clear papers.`,
    descriptionTe: `${nameTe} అమరావతి రాజధాని ప్రాంతంలోని గుంటూరు జిల్లా గ్రామం. రాజధాని కోసం భూ సమీకరణలో ఇచ్చిన భూమికి బదులుగా రైతులకు తిరిగి ప్లాట్లు వస్తాయి. ఇక్కడ నివాస ఖాళీ ప్లాట్లు ప్రస్తుతం చదరపు గజానికి ₹${residential[0].toLocaleString('en-IN')} నుండి ₹${residential[1].toLocaleString('en-IN')} వరకు అమ్ముడవుతున్నాయి.`,
    latitude,
    longitude,
    // The government's market value runs well below what land sells for: about 40 % here.
    marketValuePerSqYd: Math.round((residential[0] * 0.4) / 100) * 100,
    centre: { latitude, longitude },
  };
}

export const DEMO_REGIONS: readonly DemoRegion[] = [
  // Core capital
  region('Rayapudi', 'రాయపూడి', [52_000, 60_000], [62_000, 75_000], 16.547, 80.512),
  region('Velagapudi', 'వెలగపూడి', [50_000, 60_000], [60_000, 72_000], 16.523, 80.507),
  region('Lingayapalem', 'లింగాయపాలెం', [47_000, 56_000], [56_000, 68_000], 16.538, 80.523),
  region('Mandadam', 'మందడం', [46_000, 55_000], [55_000, 66_000], 16.513, 80.517),
  region('Thullur', 'తుళ్లూరు', [45_000, 52_000], [54_000, 64_000], 16.529, 80.459),
  region('Uddandarayunipalem', 'ఉద్దండరాయునిపాలెం', [48_000, 57_000], [58_000, 70_000], 16.544, 80.529),
  region('Nelapadu', 'నేలపాడు', [47_000, 55_000], [56_000, 66_000], 16.514, 80.494),
  // Kuragallu, Nidamarru, Inavolu
  region('Kuragallu', 'కురగల్లు', [32_000, 42_000], [40_000, 52_000], 16.47, 80.535),
  region('Nidamarru', 'నిడమర్రు', [28_000, 40_000], [38_000, 48_000], 16.456, 80.546),
  region('Inavolu', 'ఇనవోలు', [35_000, 45_000], [44_000, 55_000], 16.501, 80.49),
  // Kaza–Namburu
  region('Kaza', 'కాజ', [24_000, 30_000], [30_000, 38_000], 16.452, 80.56),
  region('Namburu', 'నంబూరు', [25_000, 30_000], [31_000, 39_000], 16.45, 80.53),
  // Along the river and the highway
  region('Tadepalli', 'తాడేపల్లి', [48_000, 60_000], [60_000, 75_000], 16.48, 80.603),
  region('Undavalli', 'ఉండవల్లి', [45_000, 55_000], [55_000, 68_000], 16.496, 80.58),
  region('Mangalagiri', 'మంగళగిరి', [50_000, 60_000], [62_000, 78_000], 16.453, 80.565),
  // Other villages of the capital region
  region('Krishnayapalem', 'కృష్ణాయపాలెం', [38_000, 46_000], [46_000, 56_000], 16.51, 80.54),
  region('Venkatapalem', 'వెంకటపాలెం', [42_000, 50_000], [50_000, 60_000], 16.518, 80.534),
  region('Borupalem', 'బోరుపాలెం', [36_000, 44_000], [44_000, 54_000], 16.548, 80.488),
  region('Abbarajupalem', 'అబ్బరాజుపాలెం', [37_000, 45_000], [45_000, 55_000], 16.542, 80.478),
  region('Neerukonda', 'నీరుకొండ', [34_000, 42_000], [42_000, 52_000], 16.464, 80.51),
  region('Sakhamuru', 'శాఖమూరు', [40_000, 48_000], [48_000, 58_000], 16.525, 80.483),
  region('Ainavolu', 'ఐనవోలు', [42_000, 50_000], [50_000, 62_000], 16.493, 80.501),
  region('Nowluru', 'నవులూరు', [40_000, 48_000], [48_000, 58_000], 16.49, 80.56),
  region('Penumaka', 'పెనుమాక', [43_000, 52_000], [52_000, 64_000], 16.488, 80.585),
  region('Pedaparimi', 'పెదపరిమి', [26_000, 34_000], [32_000, 42_000], 16.46, 80.46),
];

/** The row the store keeps: the region without its map centre. */
export function toRegionInput({ centre: _centre, ...input }: DemoRegion): RegionInput {
  return input;
}
