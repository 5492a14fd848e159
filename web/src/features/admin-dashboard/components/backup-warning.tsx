import { shortDateTime } from '@core/dates';
import { Link } from 'react-router-dom';
import { adminPagePaths } from '@/config/admin-page-paths';
import { BACKUP_TEXTS } from '@/config/admin-texts';
import { useBackupWarning } from '../api/get-backup-warning';

/** Above the dashboard when the newest backup is bad or older than 2 days, linking to Settings → Backups; nothing otherwise. */
export function BackupWarning() {
  const warning = useBackupWarning();
  if (!warning) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <span>
        {warning.kind === 'bad' ? BACKUP_TEXTS.warningBad : BACKUP_TEXTS.warningStale} Newest backup: {shortDateTime(warning.newestAt)}.
      </span>
      <Link to={adminPagePaths.backups.href()} className="min-h-10 content-center font-semibold underline">
        Open Backups
      </Link>
    </div>
  );
}
