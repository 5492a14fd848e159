import { messageKey, type MessageRef } from '../../core/message-key';
import { roundPlan, shapeOnPlan } from '../../core/layout-geometry';
import type { LayoutShape } from '../../core/schemas/venture';

/** What a layout is judged against: its plan's size (null before one is uploaded) and the venture's plots. */
export interface LayoutContext {
  plan: { width: number; height: number } | null;
  plots: readonly { id: string; plotNumber: string }[];
}

/**
 * The shapes as they are stored: corners to a tenth of a plan unit, and a plot only on a plot
 * shape (an area — a road, a park — has none).
 */
export function normalisedShapes(shapes: readonly LayoutShape[]): LayoutShape[] {
  return shapes.map((shape) => ({
    ...shape,
    points: shape.points.map(([x, y]) => [roundPlan(x), roundPlan(y)] as [number, number]),
    plotId: shape.kind === 'plot' ? shape.plotId : null,
  }));
}

/**
 * What is wrong with a layout before it may be saved, by field (`shapes.{index}` for a shape, the
 * first problem of each): shapes without a plan, a corner off the plan, an id used twice, a plot
 * that is not the venture's or has two shapes, and an unlinked plot shape whose label (its plot
 * number to be) is already a plot number of the venture or another unlinked shape's. Empty when
 * the layout may be saved. Fewer than 3 corners is the schema's (layoutShapeSchema).
 */
export function layoutProblems(shapes: readonly LayoutShape[], context: LayoutContext): Record<string, MessageRef> {
  const problems: Record<string, MessageRef> = {};
  if (shapes.length > 0 && !context.plan) return { shapes: messageKey('layoutNeedsPlan') };
  const ventureNumbers = new Set(context.plots.map((plot) => plot.plotNumber).filter(Boolean));
  const ventureIds = new Set(context.plots.map((plot) => plot.id));
  const ids = new Set<string>();
  const linked = new Set<string>();
  const labels = new Set<string>();
  shapes.forEach((shape, index) => {
    const problem = shapeProblem(shape);
    if (problem) problems[`shapes.${index}`] = problem;
  });
  return problems;

  function shapeProblem(shape: LayoutShape): MessageRef | null {
    if (context.plan && !shapeOnPlan(shape.points, context.plan)) return messageKey('layoutShapeOutside');
    if (ids.has(shape.id)) return messageKey('layoutShapeDuplicate');
    ids.add(shape.id);
    if (shape.kind !== 'plot') return null;
    if (shape.plotId) {
      if (!ventureIds.has(shape.plotId)) return messageKey('plotNotInVenture');
      if (linked.has(shape.plotId)) return messageKey('layoutPlotTwice');
      linked.add(shape.plotId);
      return null;
    }
    const label = shape.label.trim();
    if (!label) return null;
    if (ventureNumbers.has(label) || labels.has(label)) return messageKey('plotNumberTaken', { number: label });
    labels.add(label);
    return null;
  }
}
