import { alertSpecSchema, type AlertSpec } from '../../core/schemas/alerts';

/**
 * What an alert follows as a stored kind and target, read leniently (both stores): a target the
 * schema no longer reads keeps its kind, with no filter (a search) or its stored key (an id).
 */
export function storedAlertSpec(kind: unknown, target: unknown, targetKey: string): AlertSpec {
  const parsed = alertSpecSchema.safeParse({ kind, target });
  if (parsed.success) return parsed.data;
  switch (kind) {
    case 'search':
      return { kind, target: {} };
    case 'priceDrop':
      return { kind, target: { plotId: targetKey } };
    case 'venture':
      return { kind, target: { ventureId: targetKey } };
    default:
      return { kind: 'news', target: null };
  }
}
