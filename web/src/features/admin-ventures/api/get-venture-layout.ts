import type { PlotStatus, RoadFacing } from '@core/constants';
import type { LayoutImage, LayoutShape, Venture } from '@core/schemas/venture';
import useSWR from 'swr';
import { apiPaths } from '@/config/api-paths';

/** A plot of the venture as the editor shows it (a row of its table, the colour of its shape). */
export interface LayoutPlot {
  id: string;
  /** Its number in the venture ('' when it has none yet). */
  number: string;
  status: PlotStatus;
  /** YYYY-MM-DD while reserved, else ''. */
  reservedUntil: string;
  areaSqFt: number;
  roadFacing: RoadFacing;
  pricePerSqYard: number;
  /** Whole rupees. */
  price: number;
  /** Leads that asked about it (the lead pipeline). */
  enquiries: number;
}

/** GET /api/admin/ventures/:id/layout: what the layout editor opens with. */
export interface VentureLayoutRead {
  venture: Venture;
  /** The version these shapes are (a save sends it back: a stale one is refused with 409). */
  version: number;
  image: LayoutImage | null;
  shapes: LayoutShape[];
  plots: LayoutPlot[];
}

/** The editor's read; it is not revalidated on focus (the editor decides when to take a newer layout). */
export function useVentureLayout(ventureId: string) {
  const key = apiPaths.admin.ventureLayout(ventureId);
  const { data, error, isLoading, mutate } = useSWR<VentureLayoutRead>(key, { revalidateOnFocus: false });
  return { key, layout: data, error: error as Error | undefined, isLoading, reload: () => mutate() };
}
