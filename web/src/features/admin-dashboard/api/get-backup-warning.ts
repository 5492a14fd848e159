import type { BackupListing } from '@core/schemas/backup-listing';
import useSWR from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';

/**
 * The dashboard's look at GET /api/admin/backups: its warning (the newest backup bad, or none for
 * 2 days). Firebase mode answers 404 (Firestore keeps the backups): no warning then, nor on a
 * failed read (the dashboard's own figures say when the server cannot be reached).
 */
export function useBackupWarning() {
  const { data } = useSWR<BackupListing>(adminApiPaths.backups(), { revalidateOnFocus: true, shouldRetryOnError: false });
  return data?.warning ?? null;
}
