import { shortDateTime } from '@core/dates';
import type { BackupRow } from '@core/schemas/backup-listing';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { adminApiPaths } from '@/config/admin-api-paths';
import { BACKUP_TEXTS } from '@/config/admin-texts';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useBackups, useStartBackup } from '../api/backups';
import { fileSize } from '../utils/file-size';
import { SettingsSection } from './settings-section';

/** The API's own words for a refusal it explains (one running already), else ours. */
const startFailure = (error: unknown) => (error instanceof ApiError && error.status === 409 ? error.message : BACKUP_TEXTS.startFailed);

/** Firebase mode answers the listing with 404 and this key: Firestore keeps the backups there. */
const firestoreManaged = (error: Error | undefined) => error instanceof ApiError && error.key === 'backupsFirestoreManaged';

function BackupLine({ backup }: { backup: BackupRow }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0" data-testid="backup-row">
      <span className="min-w-0">
        <span className="block font-medium text-slate-900">{shortDateTime(backup.createdAt)}</span>
        <span className="block text-sm text-slate-600">
          <span className={backup.state === 'good' ? 'font-semibold text-emerald-700' : 'font-semibold text-red-700'}>{backup.state === 'good' ? 'Good' : 'Bad'}</span>
          {backup.bytes !== null ? ` · ${fileSize(backup.bytes)}` : ' · no archive'}
        </span>
        {backup.offsite ? (
          <span className={`block text-sm ${backup.offsite.state === 'copied' ? 'text-slate-600' : 'text-amber-800'}`}>
            {backup.offsite.state === 'copied' ? `Copied to ${backup.offsite.location}` : `Copy off the machine failed: ${backup.offsite.problem ?? 'no reason given'}`}
          </span>
        ) : null}
        {backup.problems.length > 0 ? (
          <ul className="mt-1 list-disc pl-5 text-sm text-red-800">
            {backup.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </span>
      {backup.bytes !== null ? (
        <a href={adminApiPaths.backup(backup.archive)} download={backup.archive} className="min-h-11 content-center font-semibold text-brand-700 underline hover:text-brand-800">
          Download<span className="sr-only"> the backup of {shortDateTime(backup.createdAt)}</span>
        </a>
      ) : null}
    </li>
  );
}

/**
 * Settings → Backups (standalone): the backups in BACKUP_DIR, newest first, with their state
 * (bad ones say why), size and a download; Back up now starts one in the server's background
 * and the list is read again until it is written. On Firebase a line says Firestore keeps them.
 */
export function BackupsSection() {
  const { listing, error, retry } = useBackups();
  const start = useStartBackup();
  const [starting, setStarting] = useState(false);
  const running = starting || (listing?.running ?? false);

  const backUpNow = async () => {
    setStarting(true);
    try {
      await start();
      toast.success(BACKUP_TEXTS.started, { id: 'backup' });
    } catch (err) {
      toast.error(startFailure(err), { id: 'backup' });
      retry();
    } finally {
      setStarting(false);
    }
  };

  if (firestoreManaged(error)) {
    return (
      <SettingsSection id="backups" title="Backups">
        <p className="text-slate-700">{BACKUP_TEXTS.firestoreManaged}</p>
      </SettingsSection>
    );
  }

  return (
    <SettingsSection
      id="backups"
      title="Backups"
      description="A copy of the database and the photos in one file, checked when written. Taken every night at 02:30; the newest of 7 days, 4 weeks and 6 months are kept."
    >
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Button onClick={() => void backUpNow()} disabled={!listing || running} aria-busy={running}>
          Back up now
        </Button>
        {listing?.running ? (
          <p role="status" className="text-sm text-slate-700">
            {BACKUP_TEXTS.running}
          </p>
        ) : null}
      </div>
      {listing ? (
        listing.backups.length > 0 ? (
          <ul aria-label="Backups, newest first" className="divide-y divide-slate-200">
            {listing.backups.map((backup) => (
              <BackupLine key={backup.archive} backup={backup} />
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">{BACKUP_TEXTS.none}</p>
        )
      ) : error ? (
        <ErrorState message={`${BACKUP_TEXTS.loadFailed} ${error.message}`} onRetry={retry} />
      ) : (
        <Skeleton className="h-24" />
      )}
    </SettingsSection>
  );
}
