import type { VentureInput } from '../core/schemas/venture';
import type { LayoutPlanSpec } from './layout-plan';

/**
 * The demo's ventures: three approved layouts in three villages, each with its layout (how its
 * plan is laid out: layout-plan.ts) and its plan sheet. Everything is invented — venture and
 * developer names (firms, never a person), survey, LP and RERA numbers; only the villages and their
 * prices are the demo's regions (demo-regions.ts). The Telugu names and descriptions are written
 * for a local reader.
 */
export interface DemoVenture {
  /** The venture as the admin's form would send it; its village is named, the seed finds its region id. */
  venture: Omit<VentureInput, 'regionId'>;
  village: string;
  /** Where the venture lies from the village centre, in degrees (its map pin and its plots'). */
  offset: { latitude: number; longitude: number };
  surveyNumbers: string;
  plan: { width: number; height: number; panel: { x: number; y: number; width: number; height: number } };
  layout: LayoutPlanSpec;
  /** Where in the village's residential range its rate sits (0 = min, 1 = max). */
  level: number;
  /** Seeds the statuses and sizes of its plots (the same demo on every machine). */
  seed: number;
}

const FEET_PER_PLAN_UNIT = 0.5;

export const DEMO_VENTURES: readonly DemoVenture[] = [
  {
    village: 'Nelapadu',
    offset: { latitude: 0.004, longitude: -0.006 },
    surveyNumbers: '112/1, 112/2, 113',
    level: 0.4,
    seed: 1801,
    venture: {
      name: 'Harita Meadows',
      nameTe: 'హరిత మెడోస్',
      developer: 'Harita Infra Projects Pvt. Ltd.',
      layoutAuthority: 'APCRDA',
      layoutPermitNumber: '214/2022',
      reraNumber: 'P06060124817',
      saleStatus: 'selling',
      amenities: ['Black-top roads', 'Underground drainage', 'Street lights', "Children's park", 'Overhead water tank', 'Compound wall with entrance arch'],
      description:
        'An APCRDA-approved gated layout of about 180 sq yd plots on the Nelapadu side of the capital, a short drive from the high court complex. Black-top roads, underground drainage and street lights are laid; a park sits in the middle of the layout and a community hall site beside it.',
      descriptionTe:
        'రాజధాని నేలపాడు వైపు, హైకోర్టు సముదాయానికి కొద్ది దూరంలో APCRDA అనుమతి పొందిన గేటెడ్ లేఅవుట్; ప్లాట్లు సుమారు 180 చ.గ. తారు రోడ్లు, భూగర్భ డ్రైనేజీ, వీధి దీపాలు ఇప్పటికే వేశారు; లేఅవుట్ మధ్యలో పార్కు, దాని పక్కన కమ్యూనిటీ హాల్ స్థలం ఉన్నాయి.',
      plotDefaults: { pricePerSqYard: 0, roadFacing: 'North', category: 'residential', type: 'Residential', areaSqYd: 180, roadWidth: 9 },
      feetPerPlanUnit: FEET_PER_PLAN_UNIT,
    },
    plan: { width: 2000, height: 1400, panel: { x: 1580, y: 110, width: 380, height: 1250 } },
    layout: {
      site: { x: 60, y: 110, width: 1480, height: 1230 },
      orientation: 'horizontal',
      feetPerPlanUnit: FEET_PER_PLAN_UNIT,
      bands: 4,
      columns: 3,
      roadFeet: 30,
      mainRoad: { feet: 60, label: "60' wide main road to Thullur" },
      frontageFeet: 30,
      numbering: 'numbers',
      park: { band: 2, column: 1 },
      amenity: { band: 1, column: 2, plots: 3, kind: 'amenity', label: 'Community hall' },
      cut: { along: 0.36, down: 0.42, feet: 40, label: "Existing 40' road to Nelapadu" },
      lBlocks: [3],
    },
  },
  {
    village: 'Kuragallu',
    offset: { latitude: -0.003, longitude: 0.005 },
    surveyNumbers: '58/3, 59, 60/1A',
    level: 0.55,
    seed: 2417,
    venture: {
      name: 'Krishna Tara Enclave',
      nameTe: 'కృష్ణ తార ఎన్‌క్లేవ్',
      developer: 'Tara Land Developers',
      layoutAuthority: 'APCRDA',
      layoutPermitNumber: '87/2023',
      reraNumber: 'P06060125102',
      saleStatus: 'selling',
      amenities: ['Black-top roads', 'Avenue plantation', 'Street lights', 'Temple', "Children's park"],
      description:
        'East- and west-facing plots of about 320 sq yd off the Mangalagiri road at Kuragallu, with a park and a temple site in the layout. Roads and avenue plantation are done; corner plots at the block ends wrap round on two roads.',
      descriptionTe:
        'కురగల్లు వద్ద మంగళగిరి రోడ్డుకు దగ్గరగా తూర్పు, పడమర ముఖంగా ఉన్న సుమారు 320 చ.గ. ప్లాట్లు; లేఅవుట్‌లో పార్కు, గుడి స్థలం ఉన్నాయి. రోడ్లు, రోడ్డు పక్క చెట్లు పూర్తయ్యాయి; బ్లాకుల చివర కార్నర్ ప్లాట్లకు రెండు వైపులా రోడ్లు ఉన్నాయి.',
      plotDefaults: { pricePerSqYard: 0, roadFacing: 'East', category: 'residential', type: 'Residential', areaSqYd: 320, roadWidth: 9 },
      feetPerPlanUnit: FEET_PER_PLAN_UNIT,
    },
    plan: { width: 1800, height: 1400, panel: { x: 1390, y: 110, width: 370, height: 1250 } },
    layout: {
      site: { x: 60, y: 110, width: 1290, height: 1230 },
      orientation: 'vertical',
      feetPerPlanUnit: FEET_PER_PLAN_UNIT,
      bands: 3,
      columns: 2,
      roadFeet: 30,
      mainRoad: { feet: 40, label: "40' wide road to Mangalagiri" },
      frontageFeet: 33,
      numbering: 'numbers',
      park: { band: 1, column: 0 },
      amenity: { band: 0, column: 0, plots: 2, kind: 'temple', label: 'Temple site' },
      cut: null,
      lBlocks: [0, 2],
    },
  },
  {
    village: 'Namburu',
    offset: { latitude: 0.002, longitude: 0.004 },
    surveyNumbers: '301, 302/2B',
    level: 0.5,
    seed: 3373,
    venture: {
      name: 'Pragati Nagar Phase 2',
      nameTe: 'ప్రగతి నగర్ ఫేజ్ 2',
      developer: 'Pragati Estates',
      layoutAuthority: 'DTCP',
      layoutPermitNumber: '1124/2021/R',
      reraNumber: 'P06060123905',
      saleStatus: 'selling',
      amenities: ['Gravel roads', 'Electricity poles', 'Park', 'Near railway station'],
      description:
        'A DTCP-approved layout of generous 370 sq yd plots by the highway service road at Namburu, ten minutes from the railway station. Blocks are numbered A to H; an old panchayat road cuts the north-west corner, so the plots there are cut on a slant.',
      descriptionTe:
        'నంబూరు వద్ద హైవే సర్వీస్ రోడ్డు పక్కన DTCP అనుమతి పొందిన లేఅవుట్; ప్లాట్లు విశాలంగా సుమారు 370 చ.గ., రైల్వే స్టేషన్‌కు పది నిమిషాలు. బ్లాకులకు A నుండి H వరకు పేర్లు; వాయువ్య మూలలో పాత పంచాయతీ రోడ్డు వెళ్తుంది కాబట్టి అక్కడి ప్లాట్లు ఏటవాలుగా ఉంటాయి.',
      plotDefaults: { pricePerSqYard: 0, roadFacing: 'North', category: 'open-plots', type: 'Residential', areaSqYd: 370, roadWidth: 9 },
      feetPerPlanUnit: FEET_PER_PLAN_UNIT,
    },
    plan: { width: 2200, height: 1500, panel: { x: 1790, y: 110, width: 370, height: 1350 } },
    layout: {
      site: { x: 60, y: 110, width: 1700, height: 1330 },
      orientation: 'horizontal',
      feetPerPlanUnit: FEET_PER_PLAN_UNIT,
      bands: 3,
      columns: 3,
      roadFeet: 30,
      mainRoad: { feet: 80, label: "80' wide highway service road" },
      frontageFeet: 40,
      numbering: 'prefixed',
      park: { band: 1, column: 1 },
      amenity: { band: 2, column: 0, plots: 2, kind: 'amenity', label: 'Amenity site' },
      cut: { along: 0.3, down: 0.55, feet: 30, label: "Existing 30' panchayat road" },
      lBlocks: [1],
    },
  },
];
