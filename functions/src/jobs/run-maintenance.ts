import type { Logger } from '../ports/logger';
import type { Images } from '../ports/images';
import type { Store } from '../ports/store';
import { cleanupOrphanImages, type CleanupResult } from './cleanup-orphan-images';
import { reconcileCounters, type ReconcileResult } from './reconcile-counters';

export interface MaintenanceResult {
  counters: ReconcileResult | { error: string };
  images: CleanupResult | { error: string };
}

/**
 * The nightly work, both jobs: `npm run jobs:reconcile`, the standalone server's daily timer,
 * and (later) the Cloud schedule. One job failing does not stop the other; each failure is
 * logged and reported in the result.
 */
export async function runMaintenance(
  deps: { store: Store; images: Images; log: Logger },
  options: { now?: () => Date; graceMs?: number } = {},
): Promise<MaintenanceResult> {
  const failure = (job: string) => (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.error('maintenance_job_failed', { job, error: message });
    return { error: message };
  };
  const counters = await reconcileCounters(deps, options).catch(failure('reconcile_counters'));
  const images = await cleanupOrphanImages(deps, options).catch(failure('cleanup_orphan_images'));
  return { counters, images };
}
