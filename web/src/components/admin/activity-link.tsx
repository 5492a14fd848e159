import type { ActivityKind } from '@core/activity';
import { Link } from 'react-router-dom';
import { adminPagePaths } from '@/config/admin-page-paths';
import { ACTIVITY_TEXTS } from '@/config/admin-texts';

/** "Activity": an item's own trail in Settings → Activity (who changed what on it, newest first). */
export function ActivityLink({ kind, itemId, title }: { kind: ActivityKind; itemId: string; title: string }) {
  return (
    <Link
      to={adminPagePaths.activity.href({ kind, item: itemId })}
      aria-label={`Activity of ${title}`}
      className="inline-flex min-h-11 items-center rounded text-sm font-semibold text-brand-700 hover:underline"
    >
      {ACTIVITY_TEXTS.link}
    </Link>
  );
}
