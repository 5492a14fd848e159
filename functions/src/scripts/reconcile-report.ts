import { STAT_NAMES } from '../core/stats';
import { ORPHAN_GRACE_MS } from '../jobs/cleanup-orphan-images';
import { PROCESSED_EVENT_RETENTION_MS } from '../jobs/reconcile-counters';
import type { MaintenanceResult } from '../jobs/run-maintenance';

/** What `npm run jobs:reconcile` prints: what each job found and what it changed. */
export function reconcileReport(result: MaintenanceResult, graceMs = ORPHAN_GRACE_MS): string[] {
  const lines: string[] = [];
  const { counters, images } = result;
  if ('error' in counters) {
    lines.push(`Counters: FAILED (${counters.error})`);
  } else {
    const values = STAT_NAMES.map((name) =>
      counters.before[name] === counters.after[name] ? `${name} ${counters.after[name]}` : `${name} ${counters.before[name]} → ${counters.after[name]}`,
    );
    const verdict = counters.corrected.length === 0 ? 'all were right' : `corrected ${counters.corrected.join(', ')}`;
    lines.push(`Counters: ${values.join(', ')} (${verdict}).`);
    const days = Math.round(PROCESSED_EVENT_RETENTION_MS / 86_400_000);
    lines.push(`Processed event ids forgotten (older than ${days} days): ${counters.prunedEvents}.`);
  }
  if ('error' in images) {
    lines.push(`Images: FAILED (${images.error})`);
  } else {
    const hours = Math.round(graceMs / 3_600_000);
    lines.push(
      `Images: ${images.checked} older than ${hours} h checked, ${images.inUse} in use, ${images.deleted.length} orphan(s) deleted` +
        (images.deleted.length > 0 ? `: ${images.deleted.join(', ')}` : '') +
        (images.failed.length > 0 ? `; ${images.failed.length} could not be deleted: ${images.failed.join(', ')}` : '') +
        '.',
    );
  }
  return lines;
}

/** Exit code: 1 when a job failed or an orphan could not be deleted, else 0. */
export function reconcileExitCode(result: MaintenanceResult): number {
  if ('error' in result.counters || 'error' in result.images) return 1;
  return result.images.failed.length > 0 ? 1 : 0;
}
