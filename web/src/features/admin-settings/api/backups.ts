import type { BackupListing } from '@core/schemas/backup-listing';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api, ApiError } from '@/lib/api-client';

/** How often the list is read again while a backup is being written. */
const WHILE_RUNNING_POLL_MS = 1500;

/** GET /api/admin/backups: the backups, newest first, and whether one is being written (then read again until it is done). */
export function useBackups() {
  const { data, error, mutate } = useSWR<BackupListing>(adminApiPaths.backups(), (url: string) => api.get<BackupListing>(url, { cache: 'no-store' }), {
    refreshInterval: (latest) => (latest?.running ? WHILE_RUNNING_POLL_MS : 0),
    // Firebase mode's 404 (Firestore keeps the backups) is an answer, not a failure to retry.
    shouldRetryOnError: (error) => !(error instanceof ApiError && error.status === 404),
  });
  return { listing: data, error: error as Error | undefined, retry: () => void mutate() };
}

/** POST /api/admin/backups: Back up now → 202 BackupListing (running) · 409 one is running already. */
export function useStartBackup() {
  const { mutate } = useSWRConfig();
  return useCallback(async (): Promise<BackupListing> => {
    const listing = await api.post<BackupListing>(adminApiPaths.backups());
    await mutate(adminApiPaths.backups(), listing, { revalidate: false });
    return listing;
  }, [mutate]);
}
