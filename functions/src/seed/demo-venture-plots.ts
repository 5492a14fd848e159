import { PLOT_STATUSES, SQ_FT_PER_SQ_YD, type PlotStatus, type RoadFacing } from '../core/constants';
import { RESERVATION_DAYS_MAX } from '../core/venture-constants';
import { addDays } from '../core/dates';
import { centroid } from '../core/layout-geometry';
import { priceUnitFor, totalPriceRupees } from '../core/price';
import { plotPageDefaults } from '../core/schemas/plot';
import type { LayoutShape } from '../core/schemas/venture';
import type { PlotRecord } from '../ports/store';
import type { DemoRegion } from './demo-regions';
import type { DemoVenture } from './demo-ventures';
import type { LayoutPlan } from './layout-plan';
import { between, seededRandom } from './random';

/** The share of a venture's plots in each status, in PLOT_STATUSES order: mostly available, a real layout's mix of the rest. */
const STATUS_SHARES: Record<PlotStatus, number> = { available: 0.5, reserved: 0.1, booked: 0.12, sold: 0.22, 'not-for-sale': 0.06 };

/** Premiums per square yard a buyer pays for a better plot, as layouts price them. */
const PREMIUMS = { corner: 1000, park: 1500, mainRoad: 2000 };

const FACINGS_TE: Record<RoadFacing, string> = {
  North: 'ఉత్తర',
  South: 'దక్షిణ',
  East: 'తూర్పు',
  West: 'పడమర',
  'North-East': 'ఈశాన్య',
  'North-West': 'వాయువ్య',
  'South-East': 'ఆగ్నేయ',
  'South-West': 'నైరుతి',
};

/** 'హరిత మెడోస్' + 'లో' → 'హరిత మెడోస్‌లో': after a halant, a zero-width non-joiner keeps the ending apart, as Telugu writes English names. */
function inTelugu(name: string): string {
  return name.endsWith('\u0c4d') ? `${name}\u200cలో` : `${name}లో`;
}

/** Degrees of latitude in a foot, and of longitude at the capital region's latitude (about 16.5° N). */
const DEGREES_PER_FOOT = { latitude: 1 / 364_000, longitude: 1 / (364_000 * Math.cos((16.5 * Math.PI) / 180)) };

/** The venture's rate per square yard: where its level puts it in the village's residential range, to ₹500. */
export function ventureRate(demo: DemoVenture, region: DemoRegion): number {
  return Math.round((region.ResidentialPriceMin + (region.ResidentialPriceMax - region.ResidentialPriceMin) * demo.level) / 500) * 500;
}

/** Where the venture is: its village's centre moved by its offset, to six decimals. */
export function ventureLocation(demo: DemoVenture, region: DemoRegion): { latitude: number; longitude: number } {
  return {
    latitude: Math.round((region.centre.latitude + demo.offset.latitude) * 1e6) / 1e6,
    longitude: Math.round((region.centre.longitude + demo.offset.longitude) * 1e6) / 1e6,
  };
}

/**
 * The statuses of a venture's plots: each drawn from STATUS_SHARES with the venture's seed, then
 * every status made sure of (the demo shows each one), a plot the slanting road cut small more
 * likely not for sale (as such leftovers are).
 */
function statusesFor(demo: DemoVenture, layout: LayoutPlan): PlotStatus[] {
  const random = seededRandom(demo.seed);
  const statuses = layout.plots.map((plot) => {
    const roll = random();
    if (plot.irregular && roll < 0.3) return 'not-for-sale';
    let threshold = 0;
    for (const status of PLOT_STATUSES) {
      threshold += STATUS_SHARES[status];
      if (roll < threshold) return status;
    }
    return 'available';
  });
  for (const [index, status] of PLOT_STATUSES.entries()) {
    if (statuses.includes(status)) continue;
    // An available plot spread through the layout takes the missing status.
    const available = statuses.flatMap((value, at) => (value === 'available' ? [at] : []));
    statuses[available[(index * 7) % available.length]!] = status;
  }
  return statuses;
}

/**
 * The plots of a demo venture as the store keeps them, one per plot shape of its layout: its
 * number, its area from the plan, its facing and road, the village's rate with a premium for a
 * corner, a park view or the main road, the venture's approvals, a status (a reservation ending
 * a few days after `today`), and a map pin where the plot lies in the venture.
 */
export function buildVenturePlots(
  demo: DemoVenture,
  layout: LayoutPlan,
  region: DemoRegion,
  ventureId: string,
  today: string,
): PlotRecord[] {
  const { venture } = demo;
  const random = seededRandom(demo.seed + 1);
  const statuses = statusesFor(demo, layout);
  const rate = ventureRate(demo, region);
  const origin = ventureLocation(demo, region);
  const shapes = new Map(layout.shapes.map((shape): [string, LayoutShape] => [shape.id, shape]));
  const site = demo.layout.site;
  const surveyNumbers = demo.surveyNumbers.split(',').map((part) => part.trim());
  const authority = venture.layoutAuthority ?? 'APCRDA';

  return layout.plots.map((plot, index) => {
    const status = statuses[index]!;
    const [cx, cy] = centroid(shapes.get(plot.shapeId)!.points);
    const sqYd = Math.round(plot.areaSqFt / SQ_FT_PER_SQ_YD);
    const premium = (plot.corner ? PREMIUMS.corner : 0) + (plot.parkFacing ? PREMIUMS.park : 0) + (plot.mainRoadFacing ? PREMIUMS.mainRoad : 0);
    const features = [
      `${authority} approved`,
      ...(plot.corner ? ['Corner plot'] : []),
      ...(plot.parkFacing ? ['Park facing'] : []),
      ...(plot.mainRoadFacing ? ['Main road frontage'] : []),
      ...(plot.irregular ? ['Irregular shape'] : []),
      venture.amenities?.[index % venture.amenities.length] ?? 'Clear title',
    ];
    const extras = [plot.corner ? 'a corner plot' : '', plot.parkFacing ? 'looking onto the park' : '', plot.mainRoadFacing ? 'on the main road' : '']
      .filter(Boolean)
      .join(', ');
    const extrasTe = [plot.corner ? 'కార్నర్ ప్లాట్' : '', plot.parkFacing ? 'పార్కుకు ఎదురుగా' : '', plot.mainRoadFacing ? 'మెయిన్ రోడ్డు మీద' : '']
      .filter(Boolean)
      .join(', ');
    const price = totalPriceRupees(plot.areaSqFt, rate);
    return {
      ...plotPageDefaults(),
      title: `Plot ${plot.number}, ${venture.name}`,
      titleTe: `${inTelugu(venture.nameTe ?? venture.name)} ప్లాట్ ${plot.number}`,
      location: region.region,
      type: venture.plotDefaults?.type ?? 'Residential',
      category: venture.plotDefaults?.category ?? 'residential',
      pricePerSqYard: rate,
      area: plot.areaSqFt,
      roadWidth: plot.roadWidthMetres,
      roadFacing: plot.roadFacing,
      status,
      reservedUntil: status === 'reserved' ? addDays(today, 2 + Math.floor(between(random, 0, Math.min(28, RESERVATION_DAYS_MAX - 2)))) : '',
      features,
      description: `Plot ${plot.number} of ${venture.name}, ${region.region}: ${sqYd} sq yd, ${plot.roadFacing.toLowerCase()}-facing on a ${plot.roadWidthMetres} m road${extras ? `, ${extras}` : ''}.`,
      descriptionTe: `${region.regionTe} ${inTelugu(venture.nameTe ?? venture.name)} ప్లాట్ ${plot.number}: ${sqYd} చ.గ., ${FACINGS_TE[plot.roadFacing]} ముఖం, ${plot.roadWidthMetres} మీ. రోడ్డు${extrasTe ? `; ${extrasTe}` : ''}.`,
      imageUrl: '',
      imagePublicId: '',
      images: [],
      // Where the plot lies in the venture: its place on the plan from the plan's middle, in feet, turned into degrees (north is up).
      coordinates: {
        latitude: Math.round((origin.latitude - (cy - (site.y + site.height / 2)) * demo.layout.feetPerPlanUnit * DEGREES_PER_FOOT.latitude) * 1e6) / 1e6,
        longitude: Math.round((origin.longitude + (cx - (site.x + site.width / 2)) * demo.layout.feetPerPlanUnit * DEGREES_PER_FOOT.longitude) * 1e6) / 1e6,
      },
      featured: false,
      ventureName: venture.name,
      layoutAuthority: authority,
      layoutPermitNumber: venture.layoutPermitNumber ?? '',
      reraNumber: venture.reraNumber ?? '',
      surveyNumbers: [surveyNumbers[index % surveyNumbers.length]!],
      developmentChargesPerSqYard: 0,
      premiumPerSqYard: premium,
      ventureId,
      plotNumber: plot.number,
      price,
      priceUnit: priceUnitFor(price),
    };
  });
}
