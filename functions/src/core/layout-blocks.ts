import { roundPlan, type PlanPoint } from './layout-geometry';
import type { BlockSpec, LayoutShape } from './schemas/venture';

/** The plot numbers of a block, in the order its plots are laid out: '1'…, or 'A-1'…. */
export function blockNumbers(spec: Pick<BlockSpec, 'rows' | 'columns' | 'numbering' | 'prefix' | 'start'>): string[] {
  const count = spec.rows * spec.columns;
  const prefix = spec.numbering === 'prefixed' ? spec.prefix : '';
  return Array.from({ length: count }, (_, index) => `${prefix}${spec.start + index}`);
}

/**
 * "Generate a block": a rectangle of the plan cut into rows × columns plots of equal size, each a
 * plot shape numbered in order — along the rows (left to right, top row first) or down the columns.
 * `newId` names each shape (the editor's ids).
 */
export function generateBlock(spec: BlockSpec, newId: () => string): LayoutShape[] {
  const { rect, rows, columns } = spec;
  const cellWidth = rect.width / columns;
  const cellHeight = rect.height / rows;
  const numbers = blockNumbers(spec);
  const shapes: LayoutShape[] = [];
  for (let index = 0; index < rows * columns; index += 1) {
    const row = spec.order === 'rows' ? Math.floor(index / columns) : index % rows;
    const column = spec.order === 'rows' ? index % columns : Math.floor(index / rows);
    const left = rect.x + column * cellWidth;
    const top = rect.y + row * cellHeight;
    const corners: PlanPoint[] = [
      [left, top],
      [left + cellWidth, top],
      [left + cellWidth, top + cellHeight],
      [left, top + cellHeight],
    ];
    shapes.push({
      id: newId(),
      kind: 'plot',
      label: numbers[index]!,
      points: corners.map(([x, y]) => [roundPlan(x), roundPlan(y)]),
      plotId: null,
    });
  }
  return shapes;
}
