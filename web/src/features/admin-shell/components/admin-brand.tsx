import { Link } from 'react-router-dom';
import { LogoMark } from '@/components/layout/layout-icons';
import { adminPagePaths } from '@/config/admin-page-paths';

/** Logo and name at the top of the sidebar; links to the dashboard. */
export function AdminBrand({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  return (
    <Link
      to={adminPagePaths.dashboard.href()}
      onClick={onNavigate}
      className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-lg"
      aria-label={compact ? 'Amaravati Plots back office' : undefined}
      title={compact ? 'Amaravati Plots back office' : undefined}
    >
      <LogoMark className="shrink-0" />
      {compact ? null : (
        <span className="min-w-0 leading-tight">
          <span className="block truncate font-bold text-white">Amaravati Plots</span>
          <span className="block text-xs font-medium tracking-wide text-accent-400 uppercase">Back office</span>
        </span>
      )}
    </Link>
  );
}
