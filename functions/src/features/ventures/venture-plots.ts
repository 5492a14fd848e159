import { plotPathSegment } from '../../core/plot-path';
import type { VenturePlot } from '../../core/schemas/venture';
import type { VenturePlotRecord } from '../../ports/store';

/** A venture's plot as its page and its editor show it: its number, status, size, facing, prices and page. */
export function venturePlotOf(record: VenturePlotRecord): VenturePlot {
  return {
    id: record.id,
    number: record.plotNumber,
    status: record.status,
    reservedUntil: record.reservedUntil,
    areaSqFt: record.area,
    roadFacing: record.roadFacing,
    pricePerSqYard: record.pricePerSqYard,
    price: record.price,
    priceUnit: record.priceUnit,
    segment: plotPathSegment(record),
  };
}
