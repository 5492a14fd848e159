import type { PlotCategory, PlotStatus, RoadFacing } from '../core/constants';
import { priceUnitFor, totalPriceRupees } from '../core/price';
import { plotPageDefaults } from '../core/schemas/plot';
import type { PlotRecord } from '../ports/store';
import { DEMO_PLOTS_TE, LAYOUT_CLOSING_TE } from './demo-plots-te';
import { DEMO_REGIONS, type DemoRegion } from './demo-regions';

/**
 * Demo listings around Amaravati. Everything here is invented (layout names, LP and RERA numbers,
 * owners); only the village names and the price ranges follow the press reports in docs/product.md §11.
 * Prices per square yard come from the village's range (residential or commercial); houses carry the
 * construction on top, apartments are quoted per sq ft × 9, farm land per acre ÷ 4,840.
 */
interface DemoPlotSpec {
  title: string;
  location: string;
  category: PlotCategory;
  /** Square feet. */
  area: number;
  roadFacing: RoadFacing;
  /** Metres. */
  roadWidth: number;
  features: string[];
  /** First sentence of the description: what makes this one worth a look. */
  note: string;
  /** Where in the village's price range the plot sits (0 = min, 1 = max); ignored when `rate` is set. */
  level?: number;
  /** An explicit price per sq yd (farm land, apartments, houses). */
  rate?: number;
  status?: PlotStatus;
  featured?: boolean;
  /** Listed without a map pin (coordinates 0,0), as some real listings are. */
  noLocation?: boolean;
}

const ACRE_SQ_FT = 43_560;

const SPECS: DemoPlotSpec[] = [
  { title: '200 Sq Yd East-Facing Plot in Capital Greens', location: 'Rayapudi', category: 'residential', area: 1800, roadFacing: 'East', roadWidth: 12, level: 0.5, featured: true, features: ['CRDA approved', 'Gated community', 'Underground drainage', 'Street lights'], note: 'A regular 200 sq yd plot two streets from the Seed Access Road, in a fully developed layout.' },
  { title: 'Corner Commercial Site on the Arterial Road', location: 'Velagapudi', category: 'commercial', area: 4500, roadFacing: 'North-East', roadWidth: 60, level: 0.7, featured: true, features: ['Main road frontage', 'Corner site', 'Three-phase power', 'Parking space'], note: 'A 500 sq yd corner site on the 60 m arterial road, close to the government office complex.' },
  { title: '2 Acre Mango Orchard with Borewell', location: 'Nidamarru', category: 'agricultural', area: 2 * ACRE_SQ_FT, roadFacing: 'South', roadWidth: 9, rate: 5_200, featured: true, features: ['Mango orchard', 'Borewell', 'Farm road access', 'Fertile black soil'], note: 'Two acres of bearing Banganapalli mango trees with a working borewell and a farm road on the south side.' },
  { title: '3 BHK Independent House near Mangalagiri Highway', location: 'Mangalagiri', category: 'houses', area: 2400, roadFacing: 'West', roadWidth: 12, rate: 78_000, featured: true, features: ['3 BHK', 'Car parking', 'Modular kitchen', 'Rooftop solar'], note: 'A two-floor 3 BHK house on 267 sq yd, built in 2022, five minutes from the national highway.' },
  { title: '2 BHK Apartment in a Gated Tower, Tadepalli', location: 'Tadepalli', category: 'apartments', area: 1250, roadFacing: 'North', roadWidth: 18, rate: 5_600 * 9, features: ['2 BHK', 'Lift', 'Power backup', 'Covered parking'], note: 'A 1,250 sq ft east-lit flat on the fifth floor with a view of the river bund.' },
  { title: '150 Sq Yd Open Plot, Ready to Register', location: 'Kaza', category: 'open-plots', area: 1350, roadFacing: 'South-East', roadWidth: 9, level: 0.3, features: ['Ready to register', 'Boundary stones fixed', 'Clear title'], note: 'An affordable 150 sq yd plot in a small layout off the Kaza toll road.' },
  { title: '267 Sq Yd North-Facing Plot near Thullur Bus Stand', location: 'Thullur', category: 'residential', area: 2400, roadFacing: 'North', roadWidth: 12, level: 0.4, features: ['CRDA approved', 'Black-top roads', 'Avenue plantation', 'Bank loan available'], note: 'A north-facing plot in a developed layout, walking distance from the Thullur bus stand.' },
  { title: 'Showroom Site on Undavalli Centre Road', location: 'Undavalli', category: 'commercial', area: 3600, roadFacing: 'East', roadWidth: 24, level: 0.6, features: ['Main road frontage', 'High footfall', 'Suitable for showroom'], note: 'A 400 sq yd site facing the Undavalli centre road, suited to a showroom or a clinic.' },
  { title: '300 Sq Yd Plot in Amara Enclave', location: 'Lingayapalem', category: 'residential', area: 2700, roadFacing: 'South-West', roadWidth: 15, level: 0.6, status: 'sold', features: ['Gated community', 'Underground drainage', "Children's park"], note: 'A 300 sq yd plot inside a gated enclave on the river side of Lingayapalem.' },
  { title: 'Twin Open Plots for a Joint Family', location: 'Inavolu', category: 'open-plots', area: 3600, roadFacing: 'North-West', roadWidth: 12, level: 0.5, featured: true, features: ['Layout roads laid', 'Boundary stones fixed', 'Clear title'], note: 'Two adjacent 200 sq yd plots sold together, big enough for two houses side by side.' },
  { title: '5 Acre Paddy Land with Canal Water', location: 'Pedaparimi', category: 'agricultural', area: 5 * ACRE_SQ_FT, roadFacing: 'East', roadWidth: 6, rate: 3_600, features: ['Canal water', 'Fertile black soil', 'Farm road access'], note: 'Five acres of double-crop paddy land fed by the Krishna western canal.' },
  { title: '3 BHK Premium Flat with Clubhouse', location: 'Mangalagiri', category: 'apartments', area: 1850, roadFacing: 'North-East', roadWidth: 24, rate: 6_400 * 9, featured: true, features: ['3 BHK', 'Clubhouse', 'Swimming pool', 'Gym', 'CCTV'], note: 'A 1,850 sq ft corner flat in a gated community of four towers near the AIIMS road.' },
  { title: 'Duplex Villa in a Gated Community', location: 'Tadepalli', category: 'houses', area: 3000, roadFacing: 'East', roadWidth: 12, rate: 82_000, features: ['4 BHK', 'Garden', 'Car parking', 'Vaastu compliant'], note: 'A 4 BHK duplex villa with a private garden, in a 60-villa gated community.' },
  { title: 'Returnable Plot Type 1, 500 Sq Yd', location: 'Uddandarayunipalem', category: 'residential', area: 4500, roadFacing: 'North', roadWidth: 18, level: 0.7, featured: true, features: ['Land pooling plot', 'Black-top roads', 'Underground drainage', 'Street lights'], note: 'A 500 sq yd land-pooling returnable plot in the riverfront sector, with trunk roads laid.' },
  { title: 'Budget Open Plot near Namburu Railway Station', location: 'Namburu', category: 'open-plots', area: 1500, roadFacing: 'West', roadWidth: 9, level: 0.4, features: ['Ready to register', 'Near railway station', 'Clear title'], note: 'A 167 sq yd plot ten minutes from Namburu station, in a small family-run layout.' },
  { title: 'Commercial Plot at Mandadam Junction', location: 'Mandadam', category: 'commercial', area: 2700, roadFacing: 'South', roadWidth: 30, level: 0.5, status: 'sold', features: ['Corner site', 'Near bus stop', 'Three-phase power'], note: 'A 300 sq yd plot at the Mandadam junction, where the village road meets the capital road.' },
  { title: '222 Sq Yd Plot in Krishna Vihar', location: 'Nelapadu', category: 'residential', area: 2000, roadFacing: 'South-East', roadWidth: 12, level: 0.45, features: ['CRDA approved', 'Gated community', 'Water connection'], note: 'A 222 sq yd plot in a gated layout a short drive from the high court complex.' },
  { title: '1 Acre Coconut Grove', location: 'Kuragallu', category: 'agricultural', area: ACRE_SQ_FT, roadFacing: 'North-West', roadWidth: 6, rate: 6_800, features: ['Coconut grove', 'Borewell', 'Three-phase power'], note: 'One acre with about 70 bearing coconut trees, a borewell and a three-phase connection.' },
  { title: '2 BHK Ready-to-Move Flat, Mangalagiri', location: 'Mangalagiri', category: 'apartments', area: 1150, roadFacing: 'South', roadWidth: 12, rate: 5_200 * 9, status: 'sold', features: ['2 BHK', 'Lift', 'Covered parking'], note: 'A 1,150 sq ft flat on the second floor, ready to move in, close to the temple road.' },
  { title: 'East-Facing Plot near the University Campus', location: 'Neerukonda', category: 'residential', area: 1800, roadFacing: 'East', roadWidth: 12, level: 0.55, features: ['Gated community', 'Avenue plantation', 'Bank loan available'], note: 'A 200 sq yd plot a kilometre from the university campus, popular with faculty and rental buyers.' },
  { title: 'Highway-Facing Commercial Land, 1,000 Sq Yd', location: 'Tadepalli', category: 'commercial', area: 9000, roadFacing: 'West', roadWidth: 45, level: 0.8, featured: true, features: ['Main road frontage', 'Suitable for showroom', 'Parking space', 'Three-phase power'], note: 'A 1,000 sq yd plot with 30 m frontage on the service road of the highway.' },
  { title: 'Open Plot in Sai Srinivasa Township', location: 'Venkatapalem', category: 'open-plots', area: 1800, roadFacing: 'North-East', roadWidth: 12, level: 0.5, features: ['Layout roads laid', 'Street lights', 'Clear title'], note: 'A 200 sq yd plot in a township with black-top roads and a temple at its centre.' },
  { title: 'G+1 House with Rental Income', location: 'Undavalli', category: 'houses', area: 1800, roadFacing: 'South-West', roadWidth: 9, rate: 70_000, features: ['Independent house', 'Rental income', 'Overhead tank'], note: 'A ground-plus-one house on 200 sq yd with the first floor let out to a family.' },
  { title: '400 Sq Yd Plot Facing a Park', location: 'Velagapudi', category: 'residential', area: 3600, roadFacing: 'West', roadWidth: 15, level: 0.6, features: ['Park facing', 'Gated community', 'Underground drainage'], note: 'A 400 sq yd plot looking onto the layout park, in the administrative core of the capital.' },
  { title: '3 Acre Farm Land with Guava Orchard', location: 'Kaza', category: 'agricultural', area: 3 * ACRE_SQ_FT, roadFacing: 'South-East', roadWidth: 6, rate: 4_300, status: 'sold', features: ['Guava orchard', 'Borewell', 'Farm road access'], note: 'Three acres of guava orchard with drip irrigation, reached by a gravel farm road.' },
  { title: '3 BHK Flat near the Capital Road', location: 'Penumaka', category: 'apartments', area: 1600, roadFacing: 'East', roadWidth: 18, rate: 5_400 * 9, features: ['3 BHK', 'Lift', 'Power backup', 'CCTV'], note: 'A 1,600 sq ft flat in a new tower on the road from Tadepalli to the capital.' },
  { title: 'Corner Plot in Lotus Layout', location: 'Sakhamuru', category: 'residential', area: 2700, roadFacing: 'North-East', roadWidth: 12, level: 0.65, featured: true, features: ['Corner plot', 'CRDA approved', 'Vaastu compliant', 'Street lights'], note: 'A 300 sq yd corner plot with roads on two sides, inside a quiet, fully sold layout.' },
  { title: 'Small Shop Plot near the Market Yard', location: 'Kuragallu', category: 'commercial', area: 1350, roadFacing: 'North', roadWidth: 15, level: 0.4, features: ['Near market yard', 'High footfall'], note: 'A 150 sq yd plot opposite the village market yard, good for a shop with a house above.' },
  { title: 'Open Plot near the Inner Ring Road Alignment', location: 'Borupalem', category: 'open-plots', area: 2400, roadFacing: 'South', roadWidth: 12, level: 0.5, features: ['Near Inner Ring Road', 'Boundary stones fixed', 'Clear title'], note: 'A 267 sq yd plot close to the proposed Inner Ring Road, for buyers with a longer horizon.' },
  { title: '4 BHK Independent House, Thullur', location: 'Thullur', category: 'houses', area: 3600, roadFacing: 'North', roadWidth: 12, rate: 66_000, status: 'sold', features: ['4 BHK', 'Car parking', 'Garden', 'Vaastu compliant'], note: 'A spacious 4 BHK house on 400 sq yd in the old village, fully renovated in 2023.' },
  { title: '167 Sq Yd Plot, Bank Loan Approved', location: 'Ainavolu', category: 'residential', area: 1500, roadFacing: 'South', roadWidth: 9, level: 0.35, features: ['Bank loan available', 'Black-top roads', 'Water connection'], note: 'A 167 sq yd plot in a layout already approved for home loans by three banks.' },
  { title: '50 Cent Vegetable Farm', location: 'Abbarajupalem', category: 'agricultural', area: 0.5 * ACRE_SQ_FT, roadFacing: 'West', roadWidth: 6, rate: 7_800, noLocation: true, features: ['Borewell', 'Fertile black soil', 'Farm road access'], note: 'Half an acre (50 cents) of irrigated land currently under vegetables, with a small store room.' },
  { title: 'Office Space Plot in the Business District', location: 'Rayapudi', category: 'commercial', area: 6000, roadFacing: 'South-West', roadWidth: 40, level: 0.75, features: ['Main road frontage', 'Parking space', 'Three-phase power'], note: 'A 667 sq yd plot zoned for offices, two blocks from the planned business district.' },
  { title: '2 BHK Budget Flat, Nowluru', location: 'Nowluru', category: 'apartments', area: 1080, roadFacing: 'West', roadWidth: 12, rate: 4_700 * 9, features: ['2 BHK', 'Power backup', 'Covered parking'], note: 'A compact 1,080 sq ft flat, a good first home or rental near the Vijayawada side.' },
  { title: 'Plot in Vijaya Gardens, Krishnayapalem', location: 'Krishnayapalem', category: 'residential', area: 2000, roadFacing: 'North-West', roadWidth: 12, level: 0.5, features: ['Gated community', "Children's park", 'Underground drainage'], note: 'A 222 sq yd plot in a gated layout with a park and a walking track.' },
  { title: 'Open Plot in a Fenced Layout, Nidamarru', location: 'Nidamarru', category: 'open-plots', area: 1800, roadFacing: 'East', roadWidth: 9, level: 0.45, status: 'sold', features: ['Fenced', 'Boundary stones fixed'], note: 'A 200 sq yd plot in a compound-walled layout near the Nidamarru village road.' },
  { title: 'Row House near the Riverfront', location: 'Penumaka', category: 'houses', area: 1800, roadFacing: 'North-East', roadWidth: 9, rate: 68_000, featured: true, features: ['3 BHK', 'Rooftop solar', 'Car parking'], note: 'A 3 BHK row house on 200 sq yd, a short walk from the river bund road.' },
  { title: 'Mixed-Use Corner Site', location: 'Ainavolu', category: 'commercial', area: 3150, roadFacing: 'South-East', roadWidth: 24, level: 0.55, features: ['Corner site', 'Near bus stop', 'Suitable for showroom'], note: 'A 350 sq yd corner site allowed for shops below and homes above.' },
  { title: '1.5 Acre Lemon Orchard', location: 'Pedaparimi', category: 'agricultural', area: 1.5 * ACRE_SQ_FT, roadFacing: 'North-East', roadWidth: 6, rate: 4_000, features: ['Lemon orchard', 'Borewell', 'Farm road access'], note: 'One and a half acres of lemon orchard with drip lines and a borewell.' },
  { title: 'Open Plot near Mangalagiri Temple Road', location: 'Mangalagiri', category: 'open-plots', area: 1800, roadFacing: 'South-West', roadWidth: 12, level: 0.55, noLocation: true, features: ['Ready to register', 'Clear title', 'Street lights'], note: 'A 200 sq yd plot in an older layout off the temple road, with houses already built around it.' },
  { title: 'Villa Plot in a Gated Township', location: 'Undavalli', category: 'residential', area: 3600, roadFacing: 'South-East', roadWidth: 15, level: 0.6, features: ['Gated community', '24x7 security', 'Clubhouse'], note: 'A 400 sq yd villa plot in a gated township with a clubhouse under construction.' },
  { title: '3 BHK Flat with River View', location: 'Undavalli', category: 'apartments', area: 2100, roadFacing: 'North-West', roadWidth: 18, rate: 6_800 * 9, features: ['3 BHK', 'River view', 'Lift', 'Gym'], note: 'A 2,100 sq ft flat on the ninth floor overlooking the Krishna.' },
  { title: 'Independent House near the Bypass', location: 'Nidamarru', category: 'houses', area: 2000, roadFacing: 'South', roadWidth: 12, rate: 56_000, features: ['3 BHK', 'Overhead tank', 'Garden'], note: 'A single-floor 3 BHK house on 222 sq yd with space to build a first floor.' },
];

/** A listing ready for the store (its photos added when they are stored), plus what its generated pictures should show. */
export interface DemoPlot {
  record: PlotRecord;
  /** A stable number per listing: the seed of its pictures. */
  imageSeed: number;
  /** How many pictures it gets (2 to 4), the first its cover. */
  pictures: number;
}

/** Invented venture names, in the style of the layouts around the capital. */
const VENTURES = [
  'Capital Greens',
  'Sri Sai Nagar Phase 2',
  'Amara Enclave',
  'Krishna Vihar',
  'Sai Srinivasa Township',
  'Lotus Layout',
  'Vijaya Gardens',
  'Riverfront Residency',
  'Sri Venkateswara Colony',
  'Kondaveedu Hills View',
];
/** Development charges asked on top of the rate in some layouts (₹ per sq yd). */
const DEVELOPMENT_CHARGES = [0, 0, 1_000, 0, 1_500, 0, 750];

const LAYOUT_CLOSING: Record<PlotCategory, string> = {
  residential: 'Clear title, ready for registration; site visits on any day of the week.',
  'open-plots': 'Clear title and spot registration; the layout roads and drains are laid.',
  commercial: 'Suited to retail, offices or a clinic; clear title and ready for registration.',
  agricultural: 'Pattadar passbook and adangal are in order; no dispute on the boundaries.',
  houses: 'Occupancy certificate in place; bank loans available.',
  apartments: 'Occupancy certificate received; maintenance about ₹2.5 per sq ft a month.',
};

/** Turns the specs into plot records. Pure and deterministic, so tests can inspect it. */
export function buildDemoPlots(regions: readonly DemoRegion[] = DEMO_REGIONS): DemoPlot[] {
  const byName = new Map(regions.map((region) => [region.region, region]));
  const unknownTelugu = Object.keys(DEMO_PLOTS_TE).filter((title) => !SPECS.some((spec) => spec.title === title));
  if (unknownTelugu.length > 0) throw new Error(`Telugu demo texts name unknown plots: ${unknownTelugu.join(', ')}`);
  return SPECS.map((spec, index) => {
    const region = byName.get(spec.location);
    if (!region) throw new Error(`Demo plot "${spec.title}" names an unknown region ${spec.location}`);
    const type = spec.category === 'commercial' ? 'Commercial' : 'Residential';
    const pricePerSqYard = spec.rate ?? rateInRange(region, type, spec.level ?? 0.5);
    const price = totalPriceRupees(spec.area, pricePerSqYard);
    const approvals = approvalsFor(spec, index);
    const telugu = DEMO_PLOTS_TE[spec.title];
    return {
      imageSeed: 1000 + index * 37,
      pictures: 2 + (index % 3),
      record: {
        ...plotPageDefaults(),
        title: spec.title,
        titleTe: telugu?.title ?? '',
        location: spec.location,
        type,
        category: spec.category,
        pricePerSqYard,
        area: spec.area,
        roadWidth: spec.roadWidth,
        roadFacing: spec.roadFacing,
        status: spec.status ?? 'available',
        features: spec.features,
        description: `${spec.note} ${approvalSentence(approvals, APPROVAL_WORDS.en)} ${LAYOUT_CLOSING[spec.category]}`,
        descriptionTe: telugu ? `${telugu.note} ${approvalSentence(approvals, APPROVAL_WORDS.te)} ${LAYOUT_CLOSING_TE[spec.category]}` : '',
        imageUrl: '',
        imagePublicId: '',
        coordinates: spec.noLocation ? { latitude: 0, longitude: 0 } : near(region, index),
        featured: spec.featured ?? false,
        ...approvals,
        price,
        priceUnit: priceUnitFor(price),
      },
    };
  });
}

/** A price per sq yd inside the village's range, rounded to ₹500 as brokers quote it. */
function rateInRange(region: DemoRegion, type: 'Residential' | 'Commercial', level: number): number {
  const [min, max] =
    type === 'Commercial'
      ? [region.CommercialPriceMin, region.CommercialPriceMax]
      : [region.ResidentialPriceMin, region.ResidentialPriceMax];
  return Math.round((min + (max - min) * level) / 500) * 500;
}

type Approvals = Pick<
  PlotRecord,
  'ventureName' | 'layoutAuthority' | 'layoutPermitNumber' | 'reraNumber' | 'surveyNumbers' | 'developmentChargesPerSqYard' | 'premiumPerSqYard'
>;

/**
 * Invented but well-formed approvals, in the formats the authorities use: every ad must show them
 * (docs/product.md §11). LP numbers like 31/2020 (APCRDA, or DTCP for one layout in four), AP RERA
 * numbers P + 11 digits, survey numbers like 123/2A. Farm land has survey numbers only; corner and
 * park-facing plots carry a premium, some layouts development charges.
 */
function approvalsFor(spec: DemoPlotSpec, index: number): Approvals {
  const survey = `${101 + ((index * 37) % 400)}/${1 + (index % 4)}${'ABC'[index % 3]}`;
  const surveyNumbers = index % 3 === 0 ? [survey, `${102 + ((index * 37) % 400)}`] : [survey];
  if (spec.category === 'agricultural') {
    return { ventureName: '', layoutAuthority: 'APCRDA', layoutPermitNumber: '', reraNumber: '', surveyNumbers, developmentChargesPerSqYard: 0, premiumPerSqYard: 0 };
  }
  const premium = spec.features.some((feature) => /corner|park facing/i.test(feature));
  return {
    ventureName: VENTURES[index % VENTURES.length]!,
    layoutAuthority: index % 4 === 3 ? 'DTCP' : 'APCRDA',
    layoutPermitNumber: `${12 + ((index * 17) % 180)}/${2019 + (index % 6)}`,
    reraNumber: `P0606012${String((index * 7_919) % 10_000).padStart(4, '0')}`,
    surveyNumbers,
    developmentChargesPerSqYard: spec.category === 'residential' || spec.category === 'open-plots' ? DEVELOPMENT_CHARGES[index % DEVELOPMENT_CHARGES.length]! : 0,
    premiumPerSqYard: premium ? 500 + (index % 3) * 250 : 0,
  };
}

/** How a listing names its numbers, in English and as Telugu listings write them. */
const APPROVAL_WORDS = {
  en: { lp: 'LP No.', rera: 'AP RERA No.', survey: 'Sy. No.' },
  te: { lp: 'ఎల్‌పీ నెం.', rera: 'ఏపీ రెరా నెం.', survey: 'సర్వే నెం.' },
} as const;

function approvalSentence(approvals: Approvals, words: (typeof APPROVAL_WORDS)[keyof typeof APPROVAL_WORDS]): string {
  const survey = `${words.survey} ${approvals.surveyNumbers.join(', ')}.`;
  if (!approvals.layoutPermitNumber) return survey;
  return `${approvals.layoutAuthority} ${words.lp} ${approvals.layoutPermitNumber}; ${words.rera} ${approvals.reraNumber}; ${survey}`;
}

/** A point a few hundred metres from the village centre, different for every listing. */
function near(region: DemoRegion, index: number): { latitude: number; longitude: number } {
  const angle = index * 2.399963; // golden angle: neighbours never stack on one spot
  const distance = 0.002 + (index % 5) * 0.001;
  return {
    latitude: round6(region.centre.latitude + Math.sin(angle) * distance),
    longitude: round6(region.centre.longitude + Math.cos(angle) * distance),
  };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
