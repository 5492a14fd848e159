import type { LayoutShape } from '../../core/schemas/venture';
import type { Logger } from '../../ports/logger';
import type { Store } from '../../ports/store';

/** How often a write to a layout tries again when someone saved in between (another Cloud Functions instance). */
const LAYOUT_WRITE_ATTEMPTS = 3;

/**
 * Applies a change to a venture's saved layout and saves it, compare-and-set on its version,
 * reading it again when someone saved in between. The new version; 'stale' when every attempt lost
 * the race; null when there is no such venture. A change that changes nothing writes nothing.
 */
export async function changeLayout(store: Pick<Store, 'ventures'>, ventureId: string, change: (shapes: LayoutShape[]) => LayoutShape[]): Promise<{ version: number } | 'stale' | null> {
  for (let attempt = 1; attempt <= LAYOUT_WRITE_ATTEMPTS; attempt += 1) {
    const layout = await store.ventures.layout(ventureId);
    if (!layout) return null;
    const shapes = change(layout.shapes);
    if (JSON.stringify(shapes) === JSON.stringify(layout.shapes)) return { version: layout.version };
    const saved = await store.ventures.saveLayout(ventureId, layout.version, shapes);
    if (saved !== 'stale') return saved;
  }
  return 'stale';
}

/**
 * A plot that left a venture (deleted, moved to another, unlinked) leaves its shape there too: the
 * shape stays, as an unlinked plot shape, so the layout never names a plot that is not the
 * venture's (a save naming one is refused). Never throws: a failure is logged, the venture's pages
 * show only its own plots anyway, and the editor's next save names the shape to unlink.
 */
export async function unlinkPlotShapes(deps: { store: Pick<Store, 'ventures'>; log: Logger }, ventureId: string, plotId: string): Promise<void> {
  try {
    await changeLayout(deps.store, ventureId, (shapes) => shapes.map((shape) => (shape.plotId === plotId ? { ...shape, plotId: null } : shape)));
  } catch (error) {
    deps.log.warn('layout_unlink_failed', { ventureId, plotId, error: error instanceof Error ? error.message : String(error) });
  }
}

/** The ids of the shapes of a venture's layout linked to a plot (none when there is no such venture). */
export async function shapesLinkedTo(store: Pick<Store, 'ventures'>, ventureId: string, plotId: string): Promise<string[]> {
  const layout = await store.ventures.layout(ventureId);
  return (layout?.shapes ?? []).filter((shape) => shape.plotId === plotId).map((shape) => shape.id);
}

/**
 * A plot back from the bin in its venture takes back the shapes it had (those still unlinked: a
 * shape linked to another plot meanwhile stays so). Never throws, like the unlinking: a failure is
 * logged and the editor can link it again.
 */
export async function relinkPlotShapes(deps: { store: Pick<Store, 'ventures'>; log: Logger }, ventureId: string, plotId: string, shapeIds: readonly string[]): Promise<void> {
  if (shapeIds.length === 0) return;
  try {
    await changeLayout(deps.store, ventureId, (shapes) => shapes.map((shape) => (shapeIds.includes(shape.id) && shape.plotId === null ? { ...shape, plotId } : shape)));
  } catch (error) {
    deps.log.warn('layout_relink_failed', { ventureId, plotId, error: error instanceof Error ? error.message : String(error) });
  }
}
