import type { PlotStatus } from '@core/constants';
import { PLOT_INPUT_FIELDS, type Plot, type PlotData } from '@core/schemas/plot';
import type { LayoutImage, LayoutShape, PlotStatusChange, VentureLayout } from '@core/schemas/venture';
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';
import { apiKeys, apiPaths } from '@/config/api-paths';
import { api } from '@/lib/api-client';

/** What the table edits of a plot (its number, area, facing, rate). */
export type PlotEdit = Partial<Pick<PlotData, 'plotNumber' | 'area' | 'roadFacing' | 'pricePerSqYard'>>;

/**
 * The layout editor's writes. Each one refreshes what it changes: the editor's read (its plots,
 * their statuses and counts), the venture lists and pages, and the plot lists.
 */
export function useLayoutWrites(ventureId: string) {
  const { mutate } = useSWRConfig();
  const layoutKey = adminApiPaths.ventureLayout(ventureId);

  const refreshOthers = useCallback(() => void mutate((key) => (apiKeys.ventures(key) || apiKeys.plots(key)) && key !== layoutKey), [layoutKey, mutate]);
  const refresh = useCallback(async () => {
    await mutate(layoutKey);
    refreshOthers();
  }, [layoutKey, mutate, refreshOthers]);

  /** PUT …/layout with the version the editor loaded: `{ version }`, or a 409 when someone saved since. */
  const saveLayout = useCallback(
    async (version: number, shapes: LayoutShape[]): Promise<{ version: number }> => {
      const saved = await api.put<{ version: number }>(layoutKey, { version, shapes });
      await mutate<VentureLayout>(layoutKey, (current) => current && { ...current, version: saved.version, shapes }, { revalidate: false });
      refreshOthers();
      return saved;
    },
    [layoutKey, mutate, refreshOthers],
  );

  /** POST …/layout-image (multipart): the plan replaced (the old one stays until the new one is stored); sent only while nothing is unsaved. */
  const uploadPlan = useCallback(
    async (file: File): Promise<{ image: LayoutImage; version: number }> => {
      const form = new FormData();
      form.append('file', file);
      const uploaded = await api.upload<{ image: LayoutImage; version: number }>(adminApiPaths.ventureLayoutImage(ventureId), form);
      // A plan of another size moved every shape with it on the server: the layout is read again.
      await refresh();
      return uploaded;
    },
    [refresh, ventureId],
  );

  /** POST …/plots: a plot made from a saved shape with the venture's defaults, or an existing plot linked to it. */
  const plotForShape = useCallback(
    (shapeId: string, plotId?: string): Promise<{ plot: Plot; version: number }> => api.post<{ plot: Plot; version: number }>(adminApiPaths.venturePlots(ventureId), plotId ? { shapeId, plotId } : { shapeId }),
    [ventureId],
  );

  /** POST …/plot-statuses: several plots' status in one request; shown at once, then read back. */
  const setStatuses = useCallback(
    async (change: PlotStatusChange): Promise<void> => {
      const ids = new Set(change.plotIds);
      const reservedUntil = change.status === 'reserved' ? (change.reservedUntil ?? '') : '';
      const apply = (current: VentureLayout | undefined) =>
        current && { ...current, plots: current.plots.map((plot) => (ids.has(plot.id) ? { ...plot, status: change.status as PlotStatus, reservedUntil } : plot)) };
      await mutate<VentureLayout>(
        layoutKey,
        async (current) => {
          await api.post<unknown>(adminApiPaths.venturePlotStatuses(ventureId), change);
          return apply(current);
        },
        { optimisticData: (current) => apply(current) as VentureLayout, rollbackOnError: true, revalidate: true },
      );
      refreshOthers();
    },
    [layoutKey, mutate, refreshOthers, ventureId],
  );

  /** The table's edit of one plot: the plot read whole, changed, and saved whole (PUT /api/admin/plots/:id). */
  const updatePlot = useCallback(
    async (plotId: string, edit: PlotEdit): Promise<void> => {
      const plot = await api.get<Plot>(apiPaths.plot(plotId), { cache: 'no-cache' });
      const input = Object.fromEntries(PLOT_INPUT_FIELDS.map((name) => [name, plot[name]])) as PlotData;
      await api.put<Plot>(adminApiPaths.plot(plotId), { ...input, ...edit });
      await refresh();
    },
    [refresh],
  );

  return useMemo(() => ({ saveLayout, uploadPlan, plotForShape, setStatuses, updatePlot, refresh }), [saveLayout, uploadPlan, plotForShape, setStatuses, updatePlot, refresh]);
}
