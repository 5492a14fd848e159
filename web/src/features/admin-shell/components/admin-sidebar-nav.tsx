import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ADMIN_NAV_ITEMS } from '../nav-items';
import { ExternalIcon, LogoutIcon, NavIcon } from './admin-icons';

const ITEM = 'flex min-h-11 w-full items-center gap-3 rounded-lg text-sm font-medium transition-colors';

/**
 * The admin links, 'View site' and Logout: the same list in the desktop sidebar and the mobile
 * drawer. Collapsed, only the icons show; each link keeps its full name for assistive technology
 * and as a tooltip.
 */
export function AdminSidebarNav({
  collapsed = false,
  onNavigate,
  onLogout,
  loggingOut,
  toggle,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
  onLogout: () => void;
  loggingOut: boolean;
  /** The desktop sidebar's collapse switch, last in the list. */
  toggle?: ReactNode;
}) {
  const spacing = collapsed ? 'justify-center px-0' : 'px-3';
  const text = collapsed ? 'sr-only' : 'truncate';
  return (
    <>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {ADMIN_NAV_ITEMS.map((item) => (
            <li key={item.href}>
              <NavLink
                to={item.href}
                onClick={onNavigate}
                title={collapsed ? item.label : undefined}
                className={({ isActive }) =>
                  `${ITEM} ${spacing} relative ${
                    isActive
                      ? 'bg-white/15 text-white before:absolute before:inset-y-2 before:left-0 before:w-1 before:rounded-r before:bg-accent-400'
                      : 'text-brand-100 hover:bg-white/10 hover:text-white'
                  }`
                }
              >
                <NavIcon name={item.icon} className="shrink-0" />
                <span className={text}>{item.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-1 border-t border-white/10 px-3 py-3">
        <a
          href={paths.home.href()}
          target="_blank"
          rel="noopener noreferrer"
          title={collapsed ? 'View site' : undefined}
          className={`${ITEM} ${spacing} text-brand-100 hover:bg-white/10 hover:text-white`}
        >
          <ExternalIcon className="shrink-0" />
          <span className={text}>View site</span>
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          aria-busy={loggingOut}
          title={collapsed ? 'Logout' : undefined}
          className={`${ITEM} ${spacing} text-brand-100 hover:bg-red-500/20 hover:text-white disabled:cursor-wait disabled:opacity-60`}
        >
          <LogoutIcon className="shrink-0" />
          <span className={text}>{loggingOut ? 'Signing out…' : 'Logout'}</span>
        </button>
        {toggle}
      </div>
    </>
  );
}
