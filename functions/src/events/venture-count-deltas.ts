import type { StatusCounts } from '../core/schemas/venture';
import type { Plot } from '../core/schemas/plot';
import type { DomainEvent } from '../ports/events';

/** Per venture id, what its plots' counts by status change by. */
export type VentureCountDeltas = Record<string, Partial<StatusCounts>>;

/**
 * What a plot event changes on its venture's counts by status (the /ventures list), or null when it
 * changes none: a plot of a venture created or deleted counts in or out of its status; an edit
 * counts when the status or the venture changed (out of the old venture's old status, into the new
 * one's new status). A plot of no venture counts nowhere. Every other event changes none.
 */
export function ventureCountDeltas(event: DomainEvent): VentureCountDeltas | null {
  switch (event.type) {
    case 'plot.created':
      return merged([[event.plot, 1]]);
    case 'plot.deleted':
      return merged([[event.plot, -1]]);
    case 'plot.updated':
      if (event.before.ventureId === event.after.ventureId && event.before.status === event.after.status) return null;
      return merged([
        [event.before, -1],
        [event.after, 1],
      ]);
    default:
      return null;
  }
}

function merged(changes: [Pick<Plot, 'ventureId' | 'status'>, 1 | -1][]): VentureCountDeltas | null {
  const deltas: VentureCountDeltas = {};
  for (const [plot, by] of changes) {
    if (!plot.ventureId) continue;
    const counts = (deltas[plot.ventureId] ??= {});
    counts[plot.status] = (counts[plot.status] ?? 0) + by;
  }
  return Object.keys(deltas).length > 0 ? deltas : null;
}
